// Placeholder: the personal-data download is being built.
export function loader() {
  return new Response('Not Found', { status: 404 });
}
