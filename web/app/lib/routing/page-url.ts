/**
 * The address of the page a loader serves. A client-side navigation asks for the page's data as
 * `<path>.data` (React Router's single fetch), sometimes with `_routes`, and loaders get that
 * request as is; a redirect built from it would point at the data, not the page.
 */
export function pageUrlOf(request: Request): URL {
  const url = new URL(request.url);
  if (url.pathname.endsWith('/_.data')) url.pathname = url.pathname.replace(/_\.data$/, '');
  else url.pathname = url.pathname.replace(/\.data$/, '');
  url.searchParams.delete('_routes');
  return url;
}
