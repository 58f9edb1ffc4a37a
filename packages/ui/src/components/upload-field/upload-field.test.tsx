import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { expectConformance } from '../../test/conformance.tsx';
import { Field } from '../field/field.tsx';
import { UploadField, type UploadFieldProps } from './upload-field.tsx';
import { createUploadItem, type UploadItem } from './upload-file-item.tsx';

const MB = 1024 * 1024;

const texts = {
  dropLabel: 'Drop images here or',
  chooseLabel: 'choose files',
  removeLabel: (fileName: string) => `Remove ${fileName}`,
  progressLabel: (fileName: string) => `Uploading ${fileName}`,
  wrongTypeMessage: ({ fileName, extensions }: { fileName: string; extensions: string }) =>
    `${fileName} is not a png or jpg image (${extensions})`,
  tooLargeMessage: ({ fileName, maxSize }: { fileName: string; maxSize: string }) =>
    `${fileName} is larger than ${maxSize}`,
  tooManyMessage: ({ fileName, maxFiles }: { fileName: string; maxFiles: number }) =>
    `${fileName} was not added: at most ${maxFiles} images`,
} satisfies Partial<UploadFieldProps>;

const png = (name: string, size = 2048) => new File([new Uint8Array(size)], name, { type: 'image/png' });

/** The field held in state, as a form would hold it. */
function Held(props: Partial<UploadFieldProps> & { initial?: UploadItem[]; onList?: (items: UploadItem[]) => void }) {
  const { initial = [], onList, ...rest } = props;
  const [items, setItems] = useState<UploadItem[]>(initial);
  return (
    <UploadField
      aria-label="Proof images"
      locale="en"
      {...texts}
      {...rest}
      value={items}
      onChange={(next) => {
        setItems(next);
        onList?.(next);
      }}
    />
  );
}

const input = () => screen.getByLabelText<HTMLInputElement>('Proof images');
const heldItems = () => [...document.querySelectorAll('[data-slot="upload-item"]')];
const fileNames = () => heldItems().map((item) => item.querySelector('[data-slot="upload-file-name"]')?.textContent);

describe('UploadField', () => {
  let created = 0;
  let revoked: string[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:preview-${++created}`);
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url) => void revoked.push(url));
  // Reset before each test: the previous test's render is unmounted (and revoked) after it ends.
  beforeEach(() => {
    created = 0;
    revoked = [];
  });

  it('conforms: data-slot, className merge, ref, axe', async () => {
    await expectConformance({
      slot: 'upload-field',
      element: HTMLInputElement,
      render: (props) => <UploadField aria-label="Proof images" value={[]} onChange={() => {}} {...texts} {...props} />,
    });
  });

  it('is a real file input offering png and jpg', () => {
    render(<Held />);
    expect(input()).toHaveAttribute('type', 'file');
    expect(input()).toHaveAttribute('accept', 'image/png,.png,image/jpeg,.jpg,.jpeg');
    expect(input()).toHaveAttribute('multiple');
  });

  it('adds picked files with their name, size and a preview', async () => {
    render(<Held />);
    await userEvent.upload(input(), [png('receipt.png', 820 * 1024), png('transfer.png', 5 * MB)]);
    expect(fileNames()).toEqual(['receipt.png', 'transfer.png']);
    expect(screen.getByText('820 kB')).toBeInTheDocument();
    expect(screen.getByText('5 MB')).toBeInTheDocument();
    const previews = heldItems().map((item) => item.querySelector('img')?.getAttribute('src'));
    expect(previews).toEqual(['blob:preview-1', 'blob:preview-2']);
  });

  it('refuses a file too large, names it and the limit, and keeps the files held', async () => {
    const onRefuse = vi.fn();
    render(<Held onRefuse={onRefuse} />);
    await userEvent.upload(input(), png('first.png'));
    await userEvent.upload(input(), png('huge.png', 5 * MB + 1));
    expect(screen.getByRole('alert')).toHaveTextContent('huge.png is larger than 5 MB');
    expect(fileNames()).toEqual(['first.png']);
    expect(onRefuse).toHaveBeenCalledWith([{ file: expect.objectContaining({ name: 'huge.png' }), reason: 'size' }]);
  });

  it('refuses a wrong type, even when the picker was told to show every file', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<Held />);
    await user.upload(input(), [
      new File(['%PDF'], 'statement.pdf', { type: 'application/pdf' }),
      new File(['?'], 'mystery.png', { type: '' }),
    ]);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('statement.pdf is not a png or jpg image (.png, .jpg, .jpeg)');
    expect(alert).toHaveTextContent('mystery.png is not a png or jpg image');
    expect(heldItems()).toEqual([]);
  });

  it('refuses a fourth file and says how many are allowed', async () => {
    render(<Held />);
    await userEvent.upload(input(), [png('a.png'), png('b.png'), png('c.png'), png('d.png')]);
    expect(fileNames()).toEqual(['a.png', 'b.png', 'c.png']);
    expect(screen.getByRole('alert')).toHaveTextContent('d.png was not added: at most 3 images');
  });

  it('clears the last batch’s messages when the next batch is fine', async () => {
    render(<Held />);
    await userEvent.upload(input(), png('huge.png', 6 * MB));
    expect(screen.getByRole('alert')).toHaveTextContent('huge.png');
    await userEvent.upload(input(), png('ok.png'));
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('takes dropped files through the same checks and shows the drag-over state', () => {
    render(<Held />);
    const zone = input().closest('[data-slot="upload-drop-zone"]')!;
    fireEvent.dragOver(zone, { dataTransfer: { files: [] } });
    expect(zone).toHaveAttribute('data-state', 'over');
    fireEvent.drop(zone, { dataTransfer: { files: [png('dropped.png'), png('big.png', 6 * MB)] } });
    expect(zone).toHaveAttribute('data-state', 'idle');
    expect(fileNames()).toEqual(['dropped.png']);
    expect(screen.getByRole('alert')).toHaveTextContent('big.png is larger than 5 MB');
  });

  it('removes a file, revokes its preview and returns focus to the picker', async () => {
    render(<Held />);
    await userEvent.upload(input(), [png('a.png'), png('b.png')]);
    await userEvent.click(screen.getByRole('button', { name: 'Remove a.png' }));
    expect(fileNames()).toEqual(['b.png']);
    expect(revoked).toEqual(['blob:preview-1']);
    expect(input()).toHaveFocus();
  });

  it('revokes every preview when it goes away', async () => {
    const { unmount } = render(<Held />);
    await userEvent.upload(input(), [png('a.png'), png('b.png')]);
    unmount();
    expect(revoked.sort()).toEqual(['blob:preview-1', 'blob:preview-2']);
  });

  it('shows each file’s progress and error as the consumer reports them', () => {
    const [sending, failed] = [createUploadItem(png('sending.png')), createUploadItem(png('failed.png'))];
    render(
      <Held
        initial={[
          { ...sending, progress: 42.4 },
          { ...failed, error: 'The upload failed' },
        ]}
      />,
    );
    const bar = screen.getByRole('progressbar', { name: 'Uploading sending.png' });
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(within(screen.getAllByRole('listitem')[1]!).getByRole('alert')).toHaveTextContent('The upload failed');
    expect(screen.getAllByRole('listitem')[1]).toHaveAttribute('data-state', 'error');
  });

  it('when disabled, neither adds nor removes', async () => {
    const onList = vi.fn();
    render(<Held disabled initial={[createUploadItem(png('held.png'))]} onList={onList} />);
    expect(input()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove held.png' })).toBeDisabled();
    fireEvent.drop(input().parentElement!, { dataTransfer: { files: [png('late.png')] } });
    expect(onList).not.toHaveBeenCalled();
  });

  it('takes its label, hint and error from a Field', () => {
    render(
      <Field label="Proof of transfer" hint="png or jpg, up to 5 MB" error="Attach at least one image">
        <UploadField value={[]} onChange={() => {}} {...texts} />
      </Field>,
    );
    const picker = screen.getByLabelText('Proof of transfer');
    expect(picker).toHaveAttribute('type', 'file');
    expect(picker).toHaveAttribute('aria-invalid', 'true');
    expect(picker).toHaveAccessibleDescription('png or jpg, up to 5 MB Attach at least one image');
  });

  it('is reached with Tab', async () => {
    render(<Held />);
    await act(() => userEvent.tab());
    expect(input()).toHaveFocus();
  });
});
