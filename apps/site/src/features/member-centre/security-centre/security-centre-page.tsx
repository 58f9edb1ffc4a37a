/** Filled in by the page's own change. */
export default function Page() {
  return null;
}
