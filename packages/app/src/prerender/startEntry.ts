/**
 * Starts the app from a prerendered page's boot script: the build's entry module (`data-entry`) and the chunks it
 * imports (`data-preload`, space-separated, fetched in parallel), added to `<head>`.
 */
export function startEntry(entry: string, preload: string): void {
  for (const href of preload.split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  const script = document.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = entry;
  document.head.append(script);
}
