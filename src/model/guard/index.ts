export { isInsidePackPath } from './packPath';
export { boundText, shownLine, MAX_SHOWN_LINE, MAX_SHOWN_TEXT, type BoundedText } from './boundText';
export { DEFAULT_DOWNLOAD_MB, MIN_DOWNLOAD_MB, MAX_DOWNLOAD_MB, parseDownloadMb, downloadLimitBytes } from './limits';
export { skippedRecords } from './skipped';
