export { Badge, badgeVariants, formatBadgeCount, type BadgeProps } from './badge.tsx';
