import { UploadField, type UploadFieldProps } from '@lobbykit/ui/upload-field';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../core/i18n/use-language.ts';
import { pageKitNamespace } from '../namespace.ts';

/** What a screen still decides: the files, their limits, the ref and the state; never the words. */
export type ImageUploadFieldProps = Omit<
  UploadFieldProps,
  | 'locale'
  | 'dropLabel'
  | 'chooseLabel'
  | 'removeLabel'
  | 'progressLabel'
  | 'wrongTypeMessage'
  | 'tooLargeMessage'
  | 'tooManyMessage'
>;

/**
 * The design system's upload field for the images a player attaches (withdrawal proofs, an
 * activity application, feedback; spec §5: png or jpg, 5 MB each, at most 3), with one set of
 * words for every screen so a refused file is said the same way everywhere.
 */
export function ImageUploadField(props: ImageUploadFieldProps) {
  const { t } = useTranslation(pageKitNamespace);
  const { tag } = useLanguage();
  return (
    <UploadField
      locale={tag}
      dropLabel={t('upload.drop')}
      chooseLabel={t('upload.choose')}
      removeLabel={(name) => t('upload.remove_file', { name })}
      progressLabel={(name) => t('upload.uploading', { name })}
      wrongTypeMessage={({ fileName, extensions }) => t('upload.wrong_type', { name: fileName, extensions })}
      tooLargeMessage={({ fileName, maxSize }) => t('upload.too_large', { name: fileName, max: maxSize })}
      tooManyMessage={({ fileName, maxFiles }) => t('upload.too_many', { name: fileName, max: maxFiles })}
      {...props}
    />
  );
}
