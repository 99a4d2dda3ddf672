export function pageTitle(title?: string): string {
  return title ? `${title} | Village` : 'Village';
}

export function PageTitle({ title }: { title?: string }) {
  return <title>{pageTitle(title)}</title>;
}
