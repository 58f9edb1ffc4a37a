/** The screen of this route; its content is being built. */
export default function SeamlessScreen() {
  return <main id="main" className="mx-auto max-w-5xl p-6" data-screen="SeamlessScreen" />;
}
