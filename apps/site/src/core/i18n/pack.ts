/** A namespace of a language pack: strings, nested. */
export type Pack = { [key: string]: string | Pack };
