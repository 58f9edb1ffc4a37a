import type { MemberInfo } from '@lobbykit/platform';
import { Badge } from '@lobbykit/ui/badge';
import { CopyButton } from '@lobbykit/ui/copy-button';
import { UserIcon } from '@lobbykit/ui/icons/user';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAvatar } from '../../../core/member/use-avatar.ts';
import { MemberAvatar } from '../../shell/account/account-trigger-button.tsx';
import { AccountCard } from './account-card.tsx';
import { AvatarPicker } from './avatar-picker.tsx';
import { NicknameEditor } from './nickname-editor.tsx';

/** Who the member is: avatar (with the picker), nickname (edited in place), username, member ID to copy, VIP level. */
export function ProfileSection({ info }: { info: MemberInfo }) {
  const { t } = useTranslation('member-security');
  const { data: avatar } = useAvatar();
  const [notice, setNotice] = useState<string | null>(null);
  const memberId = String(info.id);

  return (
    <AccountCard name="profile" icon={UserIcon} title={t('profile.title')} notice={notice}>
      <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
        <div className="flex items-center gap-4 sm:flex-col sm:gap-3">
          <MemberAvatar nickname={info.nickname || info.account} src={avatar?.avatarUrl} className="size-16 text-2xl" />
          <AvatarPicker onChanged={setNotice} />
        </div>
        <dl className="grid min-w-0 flex-1 gap-3 text-sm">
          <ProfileRow term={t('profile.nickname')}>
            <NicknameEditor nickname={info.nickname} onSaved={setNotice} />
          </ProfileRow>
          <ProfileRow term={t('profile.username')}>
            <span className="font-medium break-all">{info.account}</span>
          </ProfileRow>
          <ProfileRow term={t('profile.member_id')}>
            <span className="flex items-center gap-1">
              <span data-slot="member-id" className="font-mono font-medium">
                {memberId}
              </span>
              <CopyButton
                value={memberId}
                label={t('profile.copy_member_id')}
                copiedMessage={t('profile.member_id_copied')}
                failedMessage={t('profile.copy_failed')}
              />
            </span>
          </ProfileRow>
          <ProfileRow term={t('profile.vip')}>
            {info.clubLabel ? (
              <Badge variant="primary" data-slot="vip-level">
                {info.clubLabel.labelName}
              </Badge>
            ) : (
              <span className="text-muted-foreground">{t('profile.no_vip')}</span>
            )}
          </ProfileRow>
        </dl>
      </div>
    </AccountCard>
  );
}

function ProfileRow({ term, children }: { term: string; children: ReactNode }) {
  return (
    // A row being edited (the nickname's form) takes the whole width; its field says what it is.
    <div className="grid grid-cols-[6.5rem_minmax(0,1fr)] items-center gap-3 has-[form]:grid-cols-1 sm:grid-cols-[8rem_minmax(0,1fr)] sm:has-[form]:grid-cols-1 [&:has(form)>dt]:sr-only">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  );
}
