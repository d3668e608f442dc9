import { useState } from 'react';
import { downloadStreamedCsv, type ExportProgress } from '../graphql/csvDownload.ts';
import { PlainButton } from './PlainControls.tsx';
import { showToast } from './toastHost.ts';

/**
 * "Export CSV" for a list the server streams (orders, card payments): a native button and, while
 * the file arrives, a native progress bar with "n of N rows" (a large range takes a while).
 */
export function StreamedExport({
  label,
  path,
  fileName,
  progressText,
  failedText,
}: {
  label: string;
  /** The export's path with the list's filter (`exportPath`). */
  path: string;
  fileName: string;
  progressText: (progress: ExportProgress) => string;
  failedText: (error: unknown) => string;
}) {
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const run = async () => {
    setProgress({ done: 0, total: 0 });
    try {
      await downloadStreamedCsv(path, fileName, setProgress);
    } catch (error) {
      showToast({ type: 'error', title: failedText(error) }, 3000);
    } finally {
      setProgress(null);
    }
  };
  return (
    <>
      <PlainButton tone="secondary" size="sm" isDisabled={progress !== null} onClick={() => void run()}>
        {label}
      </PlainButton>
      {progress && (
        <span role="status">
          <progress max={Math.max(progress.total, 1)} value={progress.done} aria-label={label} />{' '}
          {progressText(progress)}
        </span>
      )}
    </>
  );
}
