import { dismissToast, useToasts, type ToastVariant } from './toast-store.ts';
import {
  Toast,
  ToastAction,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from './toast.tsx';
import { CircleAlertIcon } from '../../icons/circle-alert.ts';
import { CircleCheckIcon } from '../../icons/circle-check.ts';

export interface ToasterProps {
  /** Prefix screen readers announce before each toast, e.g. "Notification". */
  label: string;
  /** Name of the notifications region; `{hotkey}` becomes its shortcut, e.g. "Notifications ({hotkey})". */
  viewportLabel: string;
  /** What screen readers call each toast's close button, e.g. "Close". */
  closeLabel: string;
  /** Default time on screen in ms (5000); a toast's own `duration` wins. */
  duration?: number;
  className?: string;
}

const variantIcons: Record<ToastVariant, typeof CircleCheckIcon | null> = {
  default: null,
  success: CircleCheckIcon,
  destructive: CircleAlertIcon,
};

/** Renders the toasts raised with `toast()`. Mount it once, near the app root. */
export function Toaster({ label, viewportLabel, closeLabel, duration = 5000, className }: ToasterProps) {
  const toasts = useToasts();
  return (
    <ToastProvider label={label} duration={duration}>
      {toasts.map(({ id, open, title, description, variant = 'default', duration: ownDuration, action }) => {
        const Icon = variantIcons[variant];
        return (
          <Toast
            key={id}
            open={open}
            onOpenChange={(next) => {
              if (!next) dismissToast(id);
            }}
            variant={variant}
            duration={ownDuration}
          >
            {Icon && <Icon aria-hidden="true" />}
            <div className="grid flex-1 gap-1">
              <ToastTitle>{title}</ToastTitle>
              {description && <ToastDescription>{description}</ToastDescription>}
            </div>
            {action && (
              <ToastAction altText={action.altText} onClick={action.onClick}>
                {action.label}
              </ToastAction>
            )}
            <ToastClose label={closeLabel} />
          </Toast>
        );
      })}
      <ToastViewport label={viewportLabel} className={className} />
    </ToastProvider>
  );
}
