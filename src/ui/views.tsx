import type { ComponentType } from 'react';
import { VIEW_TABLE, type ViewMode } from '../model/views';
import { GraphView } from './GraphView';
import { Legend } from './Legend';
import { ListView } from './ListView';
import { MatrixView } from './MatrixView';

function GraphStage() {
  return (
    <div className="graph-stage">
      <div className="graph-overlay-top">
        <Legend />
      </div>
      <GraphView />
    </div>
  );
}

/** Each view's component; the compiler holds this to model/views.ts, so no view renders empty. */
export const VIEW_COMPONENTS = {
  graph: GraphStage,
  list: ListView,
  matrix: MatrixView,
} satisfies Record<ViewMode, ComponentType>;

export { VIEW_TABLE };
