/** This overlay's content is being built; until then it renders nothing. */
export default function RegisterDialog() {
  return null;
}
