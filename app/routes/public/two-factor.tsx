// Placeholder: this page is being built.
export default function Page() {
  return null;
}
