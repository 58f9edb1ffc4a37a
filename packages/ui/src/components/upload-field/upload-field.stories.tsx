import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button } from '../button/button.tsx';
import { Field } from '../field/field.tsx';
import { proofImage, statementPdf } from './fixtures.ts';
import { UploadField, type UploadFieldProps } from './upload-field.tsx';
import { createUploadItem, type UploadItem } from './upload-file-item.tsx';

const MB = 1024 * 1024;

const meta = {
  title: 'Primitives/UploadField',
  component: UploadField,
  tags: ['autodocs'],
  args: {
    'aria-label': 'Proof images',
    value: [],
    onChange: fn(),
    onRefuse: fn(),
    locale: 'en',
    dropLabel: 'Drop images here or',
    chooseLabel: 'choose files',
    removeLabel: (fileName) => `Remove ${fileName}`,
    progressLabel: (fileName) => `Uploading ${fileName}`,
    wrongTypeMessage: ({ fileName, extensions }) => `${fileName} can’t be added: use ${extensions} images`,
    tooLargeMessage: ({ fileName, maxSize }) => `${fileName} is larger than ${maxSize}`,
    tooManyMessage: ({ fileName, maxFiles }) => `${fileName} was not added: at most ${maxFiles} images`,
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
  // The field is controlled: each story holds its list in state, as a form would.
  render: function Render(args) {
    const [items, setItems] = useState<UploadItem[]>([...args.value]);
    return (
      <UploadField
        {...args}
        value={items}
        onChange={(next) => {
          setItems(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof UploadField>;

export default meta;
type Story = StoryObj<typeof meta>;

const heldNames = (root: HTMLElement) =>
  [...root.querySelectorAll('[data-slot="upload-file-name"]')].map((name) => name.textContent);

const receipts = () => [
  createUploadItem(proofImage('bank-receipt.png', { size: 820 * 1024 })),
  createUploadItem(proofImage('transfer-slip.png', { kind: 'transfer', size: Math.round(2.4 * MB) })),
];

/** Nothing picked yet: Tab reaches the picker, whose focus ring shows on the drop zone. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const input = canvas.getByLabelText('Proof images');
    await expect(input).toHaveFocus();
    await expect(input).toHaveAttribute('type', 'file');
    await expect(input).toHaveAttribute('accept', 'image/png,.png,image/jpeg,.jpg,.jpeg');
  },
};

/** Picked files show a thumbnail, their name and their size. */
export const WithPreviews: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.upload(canvas.getByLabelText('Proof images'), [
      proofImage('bank-receipt.png', { size: 820 * 1024 }),
      proofImage('wallet.png', { kind: 'wallet', size: 5 * MB }),
    ]);
    await expect(heldNames(canvasElement)).toEqual(['bank-receipt.png', 'wallet.png']);
    await expect(canvas.getByText('820 kB')).toBeVisible();
    await expect(canvas.getByText('5 MB')).toBeVisible();
    const thumbnails = canvasElement.querySelectorAll<HTMLImageElement>('[data-slot="upload-preview"] img');
    await waitFor(() => expect([...thumbnails].every((image) => image.complete && image.naturalWidth > 0)).toBe(true));
    await expect(args.onChange).toHaveBeenCalledOnce();
  },
};

/** A consumer that sends each new file and reports its progress until it is done. */
function SimulatedUploads(args: UploadFieldProps) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const timers = useRef<number[]>([]);
  useEffect(() => () => timers.current.forEach((timer) => window.clearInterval(timer)), []);

  function send(item: UploadItem) {
    const timer = window.setInterval(() => {
      setItems((current) =>
        current.map((held) => {
          if (held.id !== item.id) return held;
          const progress = (held.progress ?? 0) + 25;
          if (progress < 100) return { ...held, progress };
          window.clearInterval(timer);
          return { ...held, progress: undefined };
        }),
      );
    }, 150);
    timers.current.push(timer);
  }

  return (
    <UploadField
      {...args}
      value={items}
      onChange={(next) => {
        const added = next.filter((item) => !items.includes(item));
        setItems(next.map((item) => (added.includes(item) ? { ...item, progress: 0 } : item)));
        added.forEach(send);
      }}
    />
  );
}

/** While a file is sent its bar fills; it goes once the consumer reports the file done. */
export const Uploading: Story = {
  render: (args) => <SimulatedUploads {...args} />,
  play: async ({ canvas }) => {
    await userEvent.upload(canvas.getByLabelText('Proof images'), proofImage('bank-receipt.png'));
    const bar = await canvas.findByRole('progressbar', { name: 'Uploading bank-receipt.png' });
    await waitFor(() => expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThan(0));
    await waitFor(() => expect(canvas.queryByRole('progressbar')).toBeNull(), { timeout: 3000 });
    await expect(canvas.getByRole('button', { name: 'Remove bank-receipt.png' })).toBeVisible();
  },
};

/** A PDF chosen through the picker's "all files" is refused by name; the image already held stays. */
export const WrongType: Story = {
  args: { value: receipts().slice(0, 1) },
  play: async ({ canvas, canvasElement, args }) => {
    // The picker offers only png and jpg, but a player can switch it to show every file.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(canvas.getByLabelText('Proof images'), statementPdf());
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'statement.pdf can’t be added: use .png, .jpg, .jpeg images',
    );
    await expect(heldNames(canvasElement)).toEqual(['bank-receipt.png']);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** One byte over 5 MB is refused; exactly 5 MB in the same batch is taken. */
export const TooLarge: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.upload(canvas.getByLabelText('Proof images'), [
      proofImage('at-limit.png', { size: 5 * MB }),
      proofImage('scan-hi-res.png', { kind: 'wallet', size: 5 * MB + 1 }),
    ]);
    await expect(canvas.getByRole('alert')).toHaveTextContent('scan-hi-res.png is larger than 5 MB');
    await expect(heldNames(canvasElement)).toEqual(['at-limit.png']);
    await expect(args.onRefuse).toHaveBeenCalledWith([expect.objectContaining({ reason: 'size' })]);
  },
};

/** With three held, a fourth is refused and the three stay. */
export const FourthFile: Story = {
  args: {
    value: [...receipts(), createUploadItem(proofImage('wallet-history.png', { kind: 'wallet', size: 300 * 1024 }))],
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.upload(canvas.getByLabelText('Proof images'), proofImage('one-more.png'));
    await expect(canvas.getByRole('alert')).toHaveTextContent('one-more.png was not added: at most 3 images');
    await expect(heldNames(canvasElement)).toEqual(['bank-receipt.png', 'transfer-slip.png', 'wallet-history.png']);
  },
};

/** Dragging over lights the zone up; the drop goes through the same checks as the picker. */
export const Drop: Story = {
  play: async ({ canvas, canvasElement }) => {
    const zone = canvasElement.querySelector<HTMLElement>('[data-slot="upload-drop-zone"]')!;
    const files = new DataTransfer();
    files.items.add(proofImage('dropped-receipt.png', { kind: 'transfer' }));
    files.items.add(statementPdf());
    const input = canvas.getByLabelText('Proof images');
    input.dispatchEvent(new DragEvent('dragover', { bubbles: true, cancelable: true, dataTransfer: files }));
    await waitFor(() => expect(zone).toHaveAttribute('data-state', 'over'));
    input.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: files }));
    await waitFor(() => expect(heldNames(canvasElement)).toEqual(['dropped-receipt.png']));
    await expect(zone).toHaveAttribute('data-state', 'idle');
    await expect(canvas.getByRole('alert')).toHaveTextContent('statement.pdf can’t be added');
  },
};

/** Removing a file from the keyboard drops it from the list and puts focus back on the picker. */
export const Remove: Story = {
  args: { value: receipts() },
  play: async ({ canvas, canvasElement, args }) => {
    const remove = canvas.getByRole('button', { name: 'Remove bank-receipt.png' });
    remove.focus();
    await userEvent.keyboard('{Enter}');
    await expect(heldNames(canvasElement)).toEqual(['transfer-slip.png']);
    await expect(canvas.getByLabelText('Proof images')).toHaveFocus();
    await expect(args.onChange).toHaveBeenCalledWith([
      expect.objectContaining({ file: expect.objectContaining({ name: 'transfer-slip.png' }) }),
    ]);
  },
};

/** Neither the picker nor the remove buttons answer. */
export const Disabled: Story = {
  args: { value: receipts(), disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Proof images')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Remove bank-receipt.png' })).toBeDisabled();
    await userEvent.tab();
    await expect(document.body).toHaveFocus();
  },
};

type ProofForm = { proof: UploadItem[] };

/** In a Field held by react-hook-form's Controller: sending with no image shows the Field's error. */
export const InFieldWithError: Story = {
  args: { 'aria-label': undefined },
  render: function Render(args) {
    const { control, handleSubmit } = useForm<ProofForm>({ defaultValues: { proof: [] } });
    const [sent, setSent] = useState<string[]>();
    return (
      <form noValidate onSubmit={handleSubmit(({ proof }) => setSent(proof.map((item) => item.file.name)))}>
        <Controller
          control={control}
          name="proof"
          rules={{ validate: (proof) => proof.length > 0 || 'Attach at least one image of the transfer' }}
          render={({ field, fieldState }) => (
            <Field
              label="Proof of transfer"
              hint="png or jpg, up to 5 MB each, at most 3"
              error={fieldState.error?.message}
              required
            >
              <UploadField {...args} {...field} />
            </Field>
          )}
        />
        <Button type="submit" className="mt-4">
          Send report
        </Button>
        {sent && <p className="mt-2 text-sm text-foreground">Sent: {sent.join(', ')}</p>}
      </form>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send report' }));
    const input = canvas.getByLabelText(/Proof of transfer/);
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    await expect(input).toHaveAccessibleDescription(
      'png or jpg, up to 5 MB each, at most 3 Attach at least one image of the transfer',
    );
    // The form focuses the first invalid control: the picker.
    await expect(input).toHaveFocus();
    await userEvent.upload(input, proofImage('bank-receipt.png'));
    await userEvent.click(canvas.getByRole('button', { name: 'Send report' }));
    await expect(await canvas.findByText('Sent: bank-receipt.png')).toBeVisible();
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

/** Empty, compact, held files in every state, in a Field with an error, and disabled. */
export const AllStates: Story = {
  render: (args) => {
    const [receipt, transfer] = receipts();
    const held: UploadItem[] = [
      receipt!,
      { ...transfer!, progress: 60 },
      {
        ...createUploadItem(proofImage('wallet-history.png', { kind: 'wallet', size: 300 * 1024 })),
        error: 'Upload failed: try again',
      },
    ];
    return (
      <div className="grid gap-6">
        <UploadField {...args} aria-label="Empty" />
        <UploadField {...args} aria-label="Compact" size="sm" />
        <UploadField {...args} aria-label="Held files" value={held} />
        <Field
          label="Proof of transfer"
          hint="png or jpg, up to 5 MB each, at most 3"
          error="Attach at least one image"
          required
        >
          <UploadField {...args} aria-label={undefined} />
        </Field>
        <UploadField {...args} aria-label="Disabled" value={[receipt!]} disabled />
      </div>
    );
  },
};
