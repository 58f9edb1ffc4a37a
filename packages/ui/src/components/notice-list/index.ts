export { NoticeList, type Notice, type NoticeListProps } from './notice-list.tsx';
export { formatNoticeTime } from './format-notice-time.ts';
export { sanitizeNoticeHtml } from './sanitize-notice-html.ts';
