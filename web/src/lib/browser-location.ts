export function assignLocation(url: string): void {
  window.location.assign(url);
}

export function sameOriginPath(url: string, origin: string = window.location.origin): string | null {
  try {
    const target = new URL(url, origin);
    return target.origin === origin ? `${target.pathname}${target.search}${target.hash}` : null;
  } catch {
    return null;
  }
}
