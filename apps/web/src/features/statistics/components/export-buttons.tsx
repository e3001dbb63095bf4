import { STATISTICS_EXPORT_FORMATS, type StatisticsExportFormat } from '@dzzs/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeFailure } from '../../../shared/http/index.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { fetchExport, type ExportQuery } from '../api/statistics.ts';
import { STATISTICS_NS } from '../i18n.ts';

function download(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  // The browser holds the file once the click has run; the URL only keeps the memory.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** CSV and Excel of one table, as the server writes them (named with the shop and the range). */
export function ExportButtons({ query }: { query: ExportQuery }) {
  const { t } = useTranslation(STATISTICS_NS);
  const [busy, setBusy] = useState(false);
  const run = async (format: StatisticsExportFormat) => {
    setBusy(true);
    try {
      const file = await fetchExport(query, format);
      download(file.blob, file.name);
    } catch (error) {
      toast(describeFailure(error), 'fail');
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="statistics-exports">
      {STATISTICS_EXPORT_FORMATS.map((format) => (
        <button
          key={format}
          type="button"
          className="statistics-link"
          disabled={busy}
          data-testid={`export-${query.table}-${format}`}
          onClick={() => void run(format)}
        >
          {t(`export.${format}`)}
        </button>
      ))}
    </div>
  );
}
