import type { RelationReason, RelationWording } from '../relations';

/**
 * A relation's reasons as one short line for the focus view's edge labels: each reason once,
 * its shared components listed together ("same root cause · shared Telemetry agent and Service
 * discovery"), where the panel gives a line per component.
 */
export function reasonLine(reasons: readonly RelationReason[], w: RelationWording): string {
  const parts = reasons.map((r) => {
    switch (r.kind) {
      case 'same-cause-shared-component':
        return w.sameCauseSharedComponent(w.list(r.components.map(w.componentLabel)));
      case 'shared-component':
        return w.sharedComponent(w.list(r.components.map(w.componentLabel)));
      case 'same-cause':
        return w.sameCause();
      case 'explicit':
        return w.explicit();
      case 'reads-alike':
        return w.readsAlike(r.terms.join(', '));
      case 'recurrence-of':
        return w.recurrenceOf();
      case 'recurred-as':
        return w.recurredAs();
    }
  });
  return [...new Set(parts)].join(' · ');
}
