// The activity list's room (decisions 0016–0023): the in-memory index, the cards' texts and reads, the
// page cache. What the rest of the activities feature may use; nothing else imports a file in here.

export { type ActivityList, createActivityList, type ListDatabase } from './activity-list';
export { cardFields, pick, toListItem } from './card-presentation';
export { cachedTags, forgetCachedLists } from './list-caches';
export { sweepListChanges } from './list-index';
export { type ListContext, readListPage } from './list-read';
export { queryList } from './list-repository';
export { favoritesStatement, type ListRow, namedStatement } from './list-sql';
export { compressedPage, type ListPage, listPageOf, pageBody } from './page-cache';
