/** One look for every item of the category bar: links and menu buttons alike. */
export const navItemClasses = [
  'inline-flex h-10 shrink-0 cursor-pointer items-center gap-1.5 rounded-md px-3 text-sm xl:px-2 font-medium whitespace-nowrap',
  'text-foreground/85 transition-colors outline-none hover:bg-muted hover:text-foreground',
  'focus-visible:ring-3 focus-visible:ring-ring focus-visible:ring-inset',
  'aria-[current=page]:bg-primary/10 aria-[current=page]:text-primary data-[current=true]:bg-primary/10 data-[current=true]:text-primary',
  'aria-expanded:bg-muted aria-expanded:text-foreground',
].join(' ');
