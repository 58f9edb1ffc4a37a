export {
  NOTICE_BAR_SECONDS_PER_CHARACTER,
  NoticeBar,
  noticeBarDuration,
  noticeBarVariants,
  type NoticeBarProps,
  type NoticeTitle,
} from './notice-bar.tsx';
