// « Actions en un clic » (issue 23): being built; its helper replaces this file.
export function OneClickPage() {
  return <h1>Actions en un clic</h1>;
}
