import { useMemo, useRef, useState, type MouseEvent, type PointerEvent } from 'react';
import { yearCounts } from '../../model/view';
import { dateBound, dragRange, hasMonths, inRange, isHighlighted, pickYear, yearAt, yearBars } from '../../model/view';
import { useDerived } from '../../state/derived';
import { useActions, useAppStore } from '../../state/store';
import { useLabels } from '../common/useLabels';
import '../common/patterns.css';

/**
 * Cases per year under every filter except the years themselves. Dragging across the bars sets
 * the year range; clicking a bar (or Enter / Space on it) picks that one year, and Shift extends
 * the range to it. The selected years are highlighted.
 */
export function Timeline() {
  const { library, searchMask } = useDerived();
  const filters = useAppStore((s) => s.view.filters);
  const actions = useActions();
  const L = useLabels(library.taxonomy);
  const { index } = library;
  const { minYear, maxYear } = index;
  // yearCounts leaves the year range itself out, so the bars outside the range stay visible.
  const bars = useMemo(() => yearBars(yearCounts(index, filters, searchMask), minYear, maxYear), [index, filters, searchMask, minYear, maxYear]);
  const chart = useRef<HTMLDivElement>(null);
  const drag = useRef<{ start: number; pointerId: number } | null>(null);
  const pointerHandled = useRef(false);
  const [draft, setDraft] = useState<[number, number] | null>(null);

  if (bars.length === 0) return null;
  const max = Math.max(1, ...bars.map((b) => b.count));
  const { from, to } = filters;
  const active = from !== null || to !== null;
  const highlighted = (year: number) => isHighlighted(year, draft, from, to);

  const yearOf = (clientX: number) => {
    const rect = chart.current!.getBoundingClientRect();
    return yearAt(clientX - rect.left, rect.width, minYear, maxYear);
  };
  const pick = (year: number, extend: boolean) => actions.setYears(...pickYear(year, extend, from, to, minYear, maxYear));

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (e.button !== 0) return;
    const year = yearOf(e.clientX);
    drag.current = { start: year, pointerId: e.pointerId };
    chart.current!.setPointerCapture(e.pointerId);
    setDraft([year, year]);
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (!drag.current || drag.current.pointerId !== e.pointerId) return;
    const year = yearOf(e.clientX);
    setDraft((d) => (d && d[1] === year ? d : [drag.current!.start, year]));
  };
  const onPointerUp = (e: PointerEvent<HTMLDivElement>) => {
    if (!drag.current || drag.current.pointerId !== e.pointerId) return;
    const start = drag.current.start;
    const end = yearOf(e.clientX);
    drag.current = null;
    setDraft(null);
    if (start === end) pick(end, e.shiftKey);
    else actions.setYears(...dragRange(start, end, minYear, maxYear));
    // The click that follows this pointerup must not pick a year a second time.
    pointerHandled.current = true;
    setTimeout(() => {
      pointerHandled.current = false;
    }, 0);
  };
  const onPointerCancel = () => {
    drag.current = null;
    setDraft(null);
  };
  const onBarClick = (year: number) => (e: MouseEvent<HTMLButtonElement>) => {
    if (pointerHandled.current) return;
    pick(year, e.shiftKey);
  };

  // A quarter's point sets months: the range then reads as year-months (2021-04 – 2021-06).
  const rangeText = !active ? L.t('timeline.all')
    : hasMonths(filters) ? L.t('timeline.rangeMonths', { from: dateBound(from ?? minYear, from === null ? null : filters.fromMonth), to: dateBound(to ?? maxYear, to === null ? null : filters.toMonth) })
    : L.t('timeline.range', { from: from ?? minYear, to: to ?? maxYear });
  return (
    <div className="timeline" data-testid="timeline">
      <div className="timeline-head">
        <span id="timeline-label" className="timeline-label">{L.t('timeline.label')}</span>
        <span className="timeline-range" aria-live="polite" data-testid="timeline-range">{rangeText}</span>
      </div>
      <div
        ref={chart}
        className={`timeline-chart${draft ? ' dragging' : ''}${active || draft ? ' has-range' : ''}`}
        role="group"
        aria-labelledby="timeline-label"
        aria-describedby="timeline-hint"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerCancel}
        onLostPointerCapture={onPointerCancel}
        data-testid="timeline-chart"
      >
        {bars.map((b) => (
          <button
            key={b.year}
            type="button"
            className={highlighted(b.year) ? 'timeline-bar in-range' : 'timeline-bar'}
            aria-pressed={active && inRange(b.year, from, to)}
            aria-label={L.t('timeline.bar', { year: b.year, count: b.count })}
            title={L.t('timeline.bar', { year: b.year, count: b.count })}
            onClick={onBarClick(b.year)}
            data-year={b.year}
            data-count={b.count}
          >
            <span className="timeline-fill" style={{ height: b.count ? `${Math.max(6, (b.count / max) * 100)}%` : '0' }} />
          </button>
        ))}
      </div>
      <div className="timeline-axis" aria-hidden="true">
        <span>{minYear}</span>
        <span>{maxYear}</span>
      </div>
      <p id="timeline-hint" className="timeline-hint muted">{L.t('timeline.hint')}</p>
    </div>
  );
}
