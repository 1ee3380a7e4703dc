import { useEffect, useRef, useState } from 'react';
import type { AssetKind, AssetPurpose } from '../../domain/assets/asset-rules';
import { AssetUploadView } from './asset-upload-view.component';
import { fileProblem } from './check-file';
import { DisplayImage } from './display-image.component';
import { uploadAsset, type UploadedAsset, type UploadOptions } from './upload-asset';

export interface AssetUploadFieldProps {
  label: string;
  kind: AssetKind;
  purpose?: AssetPurpose;
  /** The stored picture: our download path or a remote http(s) URL; null when there is none. */
  value: string | null;
  onChange: (url: string | null, asset?: UploadedAsset) => void;
  error?: string;
  disabled?: boolean;
  helperText?: string;
  /** Replaces the real upload in stories and tests. */
  upload?: (file: File, options: UploadOptions) => Promise<UploadedAsset>;
}

/** Checks the file, uploads it with a progress bar and reports the stored asset's URL (docs/assets-and-image-proxy.md). */
export function AssetUploadField({ upload = uploadAsset, ...props }: AssetUploadFieldProps) {
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | undefined>();
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  async function handleFile(file: File) {
    const localProblem = fileProblem(file, props.kind);
    setProblem(localProblem ?? undefined);
    if (localProblem) return;
    abort.current = new AbortController();
    setProgress(0);
    try {
      const asset = await upload(file, { purpose: props.purpose, onProgress: setProgress, signal: abort.current.signal });
      props.onChange(asset.url, asset);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setProgress(null);
    }
  }

  return (
    <DisplayImage url={props.value}>{(previewUrl) => (
      <AssetUploadView
        label={props.label}
        kind={props.kind}
        previewUrl={previewUrl}
        progress={progress}
        error={problem ?? props.error}
        helperText={props.helperText}
        disabled={props.disabled}
        onFileChosen={(file) => void handleFile(file)}
        onRemove={() => {
          setProblem(undefined);
          props.onChange(null);
        }}
      />
    )}</DisplayImage>
  );
}
