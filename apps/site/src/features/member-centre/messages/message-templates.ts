import { cn } from '@lobbykit/ui/lib/cn';
import { ArrowDownToLineIcon } from '@lobbykit/ui/icons/arrow-down-to-line';
import { ArrowUpFromLineIcon } from '@lobbykit/ui/icons/arrow-up-from-line';
import { CircleAlertIcon } from '@lobbykit/ui/icons/circle-alert';
import { GiftIcon } from '@lobbykit/ui/icons/gift';
import type { IconComponent } from '@lobbykit/ui/icons/icon';
import { MegaphoneIcon } from '@lobbykit/ui/icons/megaphone';
import { TriangleAlertIcon } from '@lobbykit/ui/icons/triangle-alert';

/**
 * The kinds of message the platform sends (spec §3 message templates, plus the welcome message and
 * the back office's notices). Each has its own icon and its name beside it, so the kind never
 * rests on colour alone.
 */
export const messageTemplates = [
  'deposit-credited',
  'withdrawal-approved',
  'withdrawal-rejected',
  'deposit-failed',
  'welcome',
  'notice',
] as const;

export type MessageTemplate = (typeof messageTemplates)[number];

/** Anything the platform adds later reads as a notice. */
export function templateOf(template: string): MessageTemplate {
  return (messageTemplates as readonly string[]).includes(template) ? (template as MessageTemplate) : 'notice';
}

export const templateIcons: Record<MessageTemplate, IconComponent> = {
  'deposit-credited': ArrowDownToLineIcon,
  'withdrawal-approved': ArrowUpFromLineIcon,
  'withdrawal-rejected': CircleAlertIcon,
  'deposit-failed': TriangleAlertIcon,
  welcome: GiftIcon,
  notice: MegaphoneIcon,
};

const tileTones: Record<MessageTemplate, string> = {
  'deposit-credited': 'bg-success text-success-foreground',
  'withdrawal-approved': 'bg-success text-success-foreground',
  'withdrawal-rejected': 'bg-destructive text-destructive-foreground',
  'deposit-failed': 'bg-warning text-warning-foreground',
  welcome: 'bg-primary text-primary-foreground',
  notice: 'bg-secondary text-secondary-foreground',
};

const tileSizes = { sm: 'size-9 [&_svg]:size-4', md: 'size-10 [&_svg]:size-5' } as const;

/** The template's icon tile: the brand's semantic pairs, whose contrast the theme checks. */
export function templateTileClass(template: MessageTemplate, size: keyof typeof tileSizes = 'sm') {
  return cn('flex shrink-0 items-center justify-center rounded-full', tileTones[template], tileSizes[size]);
}
