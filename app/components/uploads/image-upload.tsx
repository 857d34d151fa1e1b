import { useEffect, useId, useRef, useState } from 'react';
import { Button, buttonVariants } from '#app/components/ui/button.tsx';
import { ImageIcon, Trash2, Upload } from '#app/components/ui/icons.tsx';
import { FieldError, Label } from '#app/components/ui/input.tsx';
import { toast } from '#app/components/ui/toast.tsx';
import { useT } from '#app/lib/lang.ts';
import { cn } from '#app/lib/utils.ts';
import { UPLOAD_IMAGE_TYPES, UPLOAD_MAX_BYTES, UPLOAD_MAX_PIXELS } from '#domain/limits.ts';
import { type UploadKind, uploadErrorKey, uploadImage } from './upload-client.ts';

const ACCEPT = UPLOAD_IMAGE_TYPES.join(',');
const MAX_MB = Math.round(UPLOAD_MAX_BYTES / (1024 * 1024));
/** The refusal texts' placeholders: the file size and picture size limits. */
const LIMITS = { mb: MAX_MB, mp: UPLOAD_MAX_PIXELS / 1_000_000 };

const avatarUrlOf = (key: string) => (key.startsWith('avatars/') ? `/files/public/${key}` : null);

export interface ImageUploadProps {
  kind: UploadKind;
  /** Name of the hidden input that carries the stored file's key in a plain form post. */
  name: string;
  label: string;
  hint?: string;
  /** The key of the file already chosen (e.g. when editing). */
  value?: string | null;
  /** An existing picture to show for an avatar whose URL is not derived from `value`. */
  previewUrl?: string | null;
  /** A form-level error for this field (e.g. "required"). */
  error?: string;
  required?: boolean;
  disabled?: boolean;
  id?: string;
  onUploaded?: (key: string, url: string | null) => void;
  onRemoved?: () => void;
}

/**
 * An image field for the apply and add-lawyer forms: pick a JPEG, PNG or WebP, see the upload's progress, then
 * a preview (avatars) or the chosen file's name (business cards). The stored key is kept in a hidden input
 * named `name`. Failures show a toast titled 'อัปโหลดรูปไม่สำเร็จ' with the reason.
 */
export function ImageUpload({
  kind,
  name,
  label,
  hint,
  value,
  previewUrl,
  error,
  required,
  disabled,
  id,
  onUploaded,
  onRemoved,
}: ImageUploadProps) {
  const { t } = useT();
  const uid = useId();
  const inputId = id ?? `${uid}-file`;
  const fileInput = useRef<HTMLInputElement>(null);
  const abort = useRef<AbortController | null>(null);
  const [key, setKey] = useState<string | null>(value ?? null);
  const [url, setUrl] = useState<string | null>(previewUrl ?? (value ? avatarUrlOf(value) : null));
  const [fileName, setFileName] = useState<string | null>(null);
  const [percent, setPercent] = useState<number | null>(null);

  useEffect(() => {
    setKey(value ?? null);
    setUrl(previewUrl ?? (value ? avatarUrlOf(value) : null));
  }, [value, previewUrl]);
  useEffect(() => () => abort.current?.abort(), []);

  const uploading = percent !== null;
  const hintText = hint ?? t('uploads.hint', { mb: MAX_MB });
  const describedBy = [`${inputId}-hint`, error ? `${inputId}-error` : null].filter(Boolean).join(' ');

  async function onChange(e: React.ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    if (!file) return;
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setPercent(0);
    try {
      const result = await uploadImage(file, kind, setPercent, controller.signal);
      setKey(result.key);
      setUrl(result.url);
      setFileName(file.name);
      onUploaded?.(result.key, result.url);
    } catch (err) {
      if (err instanceof DOMException && err.name === 'AbortError') return;
      toast({
        title: t('uploads.failed'),
        description: t(uploadErrorKey(err instanceof Error ? err.message : null), LIMITS),
        variant: 'error',
      });
    } finally {
      if (abort.current === controller) {
        abort.current = null;
        setPercent(null);
      }
      if (fileInput.current) fileInput.current.value = '';
    }
  }

  function remove() {
    setKey(null);
    setUrl(null);
    setFileName(null);
    if (fileInput.current) fileInput.current.value = '';
    onRemoved?.();
    fileInput.current?.focus();
  }

  return (
    <div className="grid content-start gap-2" data-upload-kind={kind}>
      <Label htmlFor={inputId}>
        {label}
        {required ? (
          <span className="ms-1 text-destructive" aria-hidden>
            *
          </span>
        ) : null}
      </Label>
      <input type="hidden" name={name} value={key ?? ''} />

      {key ? (
        <UploadedFile
          kind={kind}
          url={url}
          fileName={fileName}
          onRemove={remove}
          disabled={disabled || uploading}
        />
      ) : null}

      <div>
        {/* The native control stays in the page for keyboards and screen readers; the visible button is its
            label, in the page's language (the browser's own "Choose file" text is not). */}
        <input
          ref={fileInput}
          id={inputId}
          type="file"
          accept={ACCEPT}
          onChange={onChange}
          disabled={disabled || uploading}
          required={required && !key}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy}
          className="peer sr-only"
        />
        <label
          htmlFor={inputId}
          className={cn(
            buttonVariants({ variant: 'outline' }),
            'cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2 peer-focus-visible:ring-offset-background',
            'peer-disabled:cursor-not-allowed peer-disabled:opacity-50 peer-aria-[invalid=true]:border-destructive',
          )}
        >
          <Upload aria-hidden />
          {key ? t('uploads.replace') : t('uploads.choose')}
        </label>
      </div>

      {uploading ? <UploadProgress percent={percent} /> : null}

      <p id={`${inputId}-hint`} className="text-xs text-muted-foreground">
        {hintText}
      </p>
      <FieldError id={`${inputId}-error`}>{error}</FieldError>
    </div>
  );
}

/** The chosen file: the avatar's preview (or an image icon) and its name, with a button to remove it. */
function UploadedFile({
  kind,
  url,
  fileName,
  onRemove,
  disabled,
}: {
  kind: UploadKind;
  url: string | null;
  fileName: string | null;
  onRemove: () => void;
  disabled: boolean;
}) {
  const { t } = useT();
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-xl border border-border bg-card p-3">
      {kind === 'avatar' && url ? (
        <img
          src={url}
          alt={t('uploads.previewAlt')}
          width={96}
          height={96}
          className="size-24 shrink-0 rounded-full border border-border object-cover"
        />
      ) : (
        <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-muted text-muted-foreground">
          <ImageIcon aria-hidden />
        </span>
      )}
      <p className="min-w-0 flex-1 break-words text-sm" aria-live="polite">
        {fileName ? t('uploads.uploadedNamed', { name: fileName }) : t('uploads.uploaded')}
      </p>
      <Button type="button" variant="outline" onClick={onRemove} disabled={disabled}>
        <Trash2 aria-hidden />
        {t('uploads.remove')}
      </Button>
    </div>
  );
}

/** The upload's progress bar and its percentage in words. */
function UploadProgress({ percent }: { percent: number }) {
  const { t } = useT();
  return (
    <div className="grid gap-1">
      <div
        role="progressbar"
        aria-label={t('uploads.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 w-full overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-xs text-muted-foreground">{t('uploads.uploading', { percent })}</p>
    </div>
  );
}
