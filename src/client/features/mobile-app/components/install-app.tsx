import { Download, Share } from 'lucide-react';
import { useState, useSyncExternalStore } from 'react';
import { Button } from '#client/components/ui/button';
import {
  installSnapshot,
  promptInstall,
  serverInstallSnapshot,
  subscribeInstall,
} from '#client/lib/install-prompt';
import { useAfterHydration } from '#client/lib/use-after-hydration';
import { useI18n } from '#client/i18n/i18n-context';

/** iPhone, iPad (which also reports itself as a Mac with touch) and iPod: no install event. */
export function isIosDevice(userAgent: string, maxTouchPoints: number): boolean {
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

/**
 * "Instaliraj aplikaciju" where the browser offers installing (its `beforeinstallprompt` fired),
 * the Share → Add to Home Screen steps on iOS, and a note once installed. Nothing in the
 * prerendered page: what applies is known only in the visitor's browser.
 */
export function InstallApp() {
  const { t } = useI18n();
  const a = t.app;
  const live = useAfterHydration();
  const { offer, installed } = useSyncExternalStore(
    subscribeInstall,
    installSnapshot,
    serverInstallSnapshot,
  );
  const [note, setNote] = useState<string | null>(null);
  if (!live) return <div className="mt-8 min-h-12" />;
  const standalone = window.matchMedia('(display-mode: standalone)').matches;
  const ios = isIosDevice(navigator.userAgent, navigator.maxTouchPoints);

  if (installed || standalone) {
    return (
      <p role="status" className="mt-8 font-semibold text-green-800">
        {a.installed}
      </p>
    );
  }
  if (offer) {
    return (
      <div className="mt-8">
        <Button
          size="lg"
          onClick={() => {
            void promptInstall().then((outcome) => {
              if (outcome === 'dismissed') setNote(a.installDismissed);
            });
          }}
        >
          <Download aria-hidden="true" className="h-5 w-5" />
          {a.install}
        </Button>
        <p role="status" className="mt-2 text-sm text-slate-700">
          {note}
        </p>
      </div>
    );
  }
  if (ios) {
    return (
      <div className="mt-8 max-w-xl rounded-2xl bg-white p-5 shadow-sm" data-testid="ios-install">
        <h2 className="flex items-center gap-2 font-semibold text-slate-900">
          <Share aria-hidden="true" className="h-5 w-5 text-brand-700" />
          {a.iosTitle}
        </h2>
        <ol className="mt-3 list-decimal space-y-1 pl-5 text-slate-800">
          {a.iosSteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </div>
    );
  }
  return (
    <p role="status" className="mt-8 max-w-xl text-slate-700">
      {note ?? a.installUnavailable}
    </p>
  );
}
