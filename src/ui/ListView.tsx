/** The filtered cases as a sortable, virtualised table (issue: list view). */
export function ListView() {
  return <div className="list-view" data-testid="list-view" />;
}
