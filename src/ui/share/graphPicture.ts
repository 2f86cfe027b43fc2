import { createContext, type RefObject } from 'react';

/** Draws the graph on screen as an SVG document (src/graph/exportView.ts). */
export type DrawPicture = import('../../graph/exportView').DrawPicture;

/**
 * Where the explorer's graph puts what draws it as a picture while it is mounted, and where the
 * Export menu takes it from. The explorer owns it (a ref per mount), so two graphs on one page
 * never share it; outside an explorer (an embed) there is none and nothing is exported.
 */
export const GraphPictureContext = createContext<RefObject<DrawPicture | null> | null>(null);
