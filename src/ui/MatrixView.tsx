/** Components × root causes (and × symptoms) as a matrix of case counts (issue: pattern matrix). */
export function MatrixView() {
  return <div className="matrix-view" data-testid="matrix-view" />;
}
