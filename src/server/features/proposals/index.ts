// The door of the proposals feature (issue #44, items 2 and 4): members' proposals and their queue,
// the likely duplicates of a draft, the merge of two activities, and what the calendar sources use.

export { duplicateRoutes } from './duplicate-routes';
export { type DuplicateQuestion, findLikelyDuplicates } from './duplicates';
export { proposalRoutes } from './routes';
export { type SourceProposal, upsertSourceProposal } from './source-proposals';
