import { depositChannelTypes, type DepositChannel } from '@lobbykit/platform/endpoints/wallet';
import { BanknoteIcon } from '@lobbykit/ui/icons/banknote';
import { CoinsIcon } from '@lobbykit/ui/icons/coins';
import type { IconComponent } from '@lobbykit/ui/icons/icon';
import { WalletIcon } from '@lobbykit/ui/icons/wallet';
import { cn } from '@lobbykit/ui/lib/cn';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Money } from '../money/use-money.ts';

const typeIcons: Record<DepositChannel['type'], IconComponent> = {
  bank: BanknoteIcon,
  'e-wallet': WalletIcon,
  other: CoinsIcon,
};

export interface ChannelPickerProps {
  channels: readonly DepositChannel[];
  selected: string;
  onSelect: (code: string) => void;
  money: Money;
}

/**
 * The brand's channels under their kind (bank transfer, e-wallets, others), each with its limits
 * and fee. Native radio buttons sharing one name: the arrow keys move between all of them and Tab
 * leaves the choice in one press, as a screen reader expects of one question.
 */
export function ChannelPicker({ channels, selected, onSelect, money }: ChannelPickerProps) {
  const { t } = useTranslation('member-deposit');
  const groups = depositChannelTypes
    .map((type) => ({ type, channels: channels.filter((channel) => channel.type === type) }))
    .filter((group) => group.channels.length > 0);
  return (
    <fieldset data-slot="deposit-channels" className="grid min-w-0 gap-3">
      <legend className="mb-1 text-sm font-medium">{t('channel.legend')}</legend>
      {groups.map(({ type, channels: ofType }) => {
        const Icon = typeIcons[type];
        return (
          <fieldset key={type} data-type={type} className="grid min-w-0 gap-2">
            <legend className="mb-1.5 flex items-center gap-1.5 text-xs font-medium text-muted-foreground">
              <Icon aria-hidden="true" className="size-4" />
              {t(`channel.types.${type.replace('-', '_')}`)}
            </legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {ofType.map((channel) => (
                <ChannelOption
                  key={channel.code}
                  channel={channel}
                  checked={channel.code === selected}
                  onSelect={onSelect}
                  money={money}
                />
              ))}
            </div>
          </fieldset>
        );
      })}
    </fieldset>
  );
}

function ChannelOption({
  channel,
  checked,
  onSelect,
  money,
}: {
  channel: DepositChannel;
  checked: boolean;
  onSelect: (code: string) => void;
  money: Money;
}) {
  const { t } = useTranslation('member-deposit');
  const fee = money.cents(channel.fee);
  const id = useId();
  return (
    <label
      data-slot="deposit-channel"
      className={cn(
        'flex min-w-0 cursor-pointer items-start gap-3 rounded-lg border border-border bg-background px-3 py-2.5 transition-colors',
        'hover:bg-muted has-checked:border-primary has-checked:bg-primary/5',
        'has-focus-visible:ring-3 has-focus-visible:ring-ring',
      )}
    >
      <input
        type="radio"
        name="channel"
        value={channel.code}
        checked={checked}
        onChange={() => onSelect(channel.code)}
        aria-labelledby={`${id}-name`}
        aria-describedby={`${id}-limits`}
        className="mt-1 size-4 shrink-0 accent-primary outline-none"
      />
      <span className="grid min-w-0 gap-0.5">
        <span id={`${id}-name`} className="font-medium">
          {channel.name}
        </span>
        <span id={`${id}-limits`} className="grid text-xs text-muted-foreground tabular-nums">
          <span>
            {t('channel.limits', {
              min: money.format(money.cents(channel.min)),
              max: money.format(money.cents(channel.max)),
            })}
          </span>
          <span>{fee > 0 ? t('channel.fee', { fee: money.format(fee) }) : t('channel.no_fee')}</span>
        </span>
      </span>
    </label>
  );
}
