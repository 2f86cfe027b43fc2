/** Readers' feedback on matches, kept with the library (issue #27): the domain's public face. */
export { applyMarks, draftKey, marksFor, MAX_DRAFT_KEY, MAX_FEEDBACK, mergeFeedback, parseFeedback, setMark, withFeedbackJson, type FeedbackEntry, type Mark, type Marked, type Subject } from './feedback';
