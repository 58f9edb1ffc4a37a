export { NoticeList, type Notice, type NoticeListProps } from './notice-list.tsx';
export { formatNoticeTime } from './format-notice-time.ts';
export { noticePlainText, sanitizeNoticeHtml } from './sanitize-notice-html.ts';
