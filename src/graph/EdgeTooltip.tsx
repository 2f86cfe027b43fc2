import type { Tooltip } from './usePointer';

/** Why two cases are related, beside the edge under the pointer; one line per reason. */
export function EdgeTooltip({ tooltip }: { tooltip: Tooltip }) {
  return (
    <div className="edge-tooltip" role="tooltip" data-testid="edge-tooltip" style={{ left: tooltip.x, top: tooltip.y }}>
      {tooltip.text.split('\n').map((line, i) => (
        <div key={i}>{line}</div>
      ))}
    </div>
  );
}
