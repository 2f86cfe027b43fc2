import type { ComponentType } from 'react';
import { VIEW_TABLE, type ViewMode } from '../model/views';
import { GraphView } from './GraphView';
import { Legend } from './Legend';
import { ListView } from './ListView';
import { MatrixView } from './MatrixView';

export interface ViewProps {
  /** Bumped by the toolbar's "Fit" button; only the graph uses it. */
  fitRequest: number;
}

function GraphStage({ fitRequest }: ViewProps) {
  return (
    <div className="graph-stage">
      <div className="graph-overlay-top">
        <Legend />
      </div>
      <GraphView fitRequest={fitRequest} />
    </div>
  );
}

/** Each view's component; the compiler holds this to model/views.ts, so no view renders empty. */
export const VIEW_COMPONENTS = {
  graph: GraphStage,
  list: ListView,
  matrix: MatrixView,
} satisfies Record<ViewMode, ComponentType<ViewProps>>;

export { VIEW_TABLE };
