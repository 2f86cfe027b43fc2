import { memo, type KeyboardEvent, type ReactNode } from 'react';
import type { I18nKey } from '../../i18n/keys';
import { componentsText, LIST_COLUMNS, type ListColumn } from '../../model/view';
import type { Library } from '../../state/libraryQuery';
import type { useLabels } from '../common/useLabels';
import { shownLine } from '../../model/guard';

/** Fixed row heights (px) keep the virtualiser exact; list.css clips cell text to one line. */
export const ROW_HEIGHT = 36;
export const HEADER_HEIGHT = 38;
export const rowHeight = () => ROW_HEIGHT;

export const COLUMN_LABEL = {
  id: 'list.id',
  date: 'list.date',
  org: 'list.org',
  title: 'list.title',
  components: 'list.components',
  cause: 'list.cause',
  relations: 'list.relations',
} as const satisfies Record<ListColumn, I18nKey>;

/**
 * The columns' order on a phone: what happened straight after the id, both on the first screen
 * (the id stays put as the rest scrolls sideways: list.css). In the wide order the date and the
 * organisation took a 390 px screen and the title began past its edge.
 */
export const NARROW_COLUMNS: readonly ListColumn[] = ['id', 'title', 'date', 'org', 'components', 'cause', 'relations'];
/** The list's columns in order: the phone's, or the library's own. */
export const columnsFor = (narrow: boolean): readonly ListColumn[] => (narrow ? NARROW_COLUMNS : LIST_COLUMNS);

type Labels = ReturnType<typeof useLabels>;

interface RowProps {
  columns: readonly ListColumn[];
  library: Library;
  L: Labels;
  caseIndex: number;
  pos: number;
  relations: string;
  selected: boolean;
  tabbable: boolean;
  onRowClick: (caseIndex: number) => void;
  onRowFocus: (caseIndex: number) => void;
  onRowKey: (e: KeyboardEvent<HTMLTableRowElement>, pos: number, caseIndex: number) => void;
}

/** One case; memoised, so scrolling renders only the rows that come into view. */
export const CaseRow = memo(function CaseRow({ columns, library, L, caseIndex, pos, relations, selected, tabbable, onRowClick, onRowFocus, onRowKey }: RowProps) {
  const c = library.cases[caseIndex]!;
  // A row shows a bounded part of each text (model/guard); the case panel shows more.
  const title = { ...L.text(c.title), text: shownLine(L.text(c.title).text) };
  const org = shownLine(c.org);
  // Cells cut long text with an ellipsis; the title attribute keeps the shown part readable.
  const components = componentsText(library.index, caseIndex, { taxonomy: library.taxonomy, lang: L.lang });
  const cause = c.root_cause ? L.label('root_cause', c.root_cause) : '';
  // Each column's cell, in whichever order the row is drawn.
  const cells: Record<ListColumn, { children: ReactNode; title?: string; lang?: string }> = {
    id: { children: c.id },
    date: { children: <time dateTime={c.date}>{L.date(c.date)}</time> },
    org: { children: org, title: org },
    title: { children: title.text, title: title.text, ...(title.fallback ? { lang: 'en' } : {}) },
    components: { children: components, title: components },
    cause: { children: cause, title: cause },
    relations: { children: relations },
  };
  return (
    <tr
      role="row"
      aria-rowindex={pos + 2}
      aria-selected={selected}
      aria-label={L.t('listView.rowLabel', { id: c.id, title: title.text })}
      tabIndex={tabbable ? 0 : -1}
      className={selected ? 'case-row selected' : 'case-row'}
      style={{ height: ROW_HEIGHT }}
      data-pos={pos}
      data-case={c.id}
      onClick={() => onRowClick(caseIndex)}
      onFocus={() => onRowFocus(caseIndex)}
      onKeyDown={(e) => onRowKey(e, pos, caseIndex)}
    >
      {columns.map((column) => {
        const { children, ...attributes } = cells[column];
        return <td key={column} role="gridcell" className={`col-${column}`} {...attributes}>{children}</td>;
      })}
    </tr>
  );
});
