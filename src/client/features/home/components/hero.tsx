import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { StarRating } from '../../../components/ui/star-rating';

const SCORE_LEVELS = [1, 3, 5] as const;

export function Hero({ showJoin }: { showJoin: boolean }) {
  const { t } = useTranslation('home');
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-yellow-100 via-yellow-50 to-orange-50">
      {/* Soft decorative circles give the hero warmth without an image download. */}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 -right-24 size-72 rounded-full bg-primary/40 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -bottom-32 -left-20 size-72 rounded-full bg-orange-200/50 blur-3xl"
      />
      <div className="relative mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:px-6 md:py-20 lg:grid-cols-[1.2fr_1fr] lg:py-24">
        <div>
          <p className="mb-4 inline-block rounded-full bg-white/80 px-3 py-1 text-sm font-semibold text-yellow-800 shadow-sm">
            {t('hero.eyebrow')}
          </p>
          <h1 className="text-4xl leading-tight font-extrabold tracking-tight text-neutral-900 text-balance sm:text-5xl lg:text-6xl">
            {t('hero.title')}
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-neutral-700">{t('hero.text')}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to="/activities">
                {t('hero.viewActivities')}
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            {showJoin ? (
              <Button asChild size="lg" variant="outline">
                <Link to="/auth?tab=register">{t('hero.join')}</Link>
              </Button>
            ) : null}
          </div>
        </div>

        <aside
          aria-labelledby="score-title"
          className="rounded-2xl border border-yellow-200 bg-white/90 p-6 shadow-xl shadow-yellow-900/5 backdrop-blur"
        >
          <h2 id="score-title" className="text-lg font-bold">
            {t('hero.scoreTitle')}
          </h2>
          <p className="mt-1 text-sm text-neutral-600">{t('hero.scoreText')}</p>
          <ul className="mt-5 flex flex-col gap-3">
            {SCORE_LEVELS.map((level) => (
              <li
                key={level}
                className="flex items-center justify-between gap-3 rounded-lg bg-yellow-50 px-4 py-3"
              >
                <span className="text-sm font-medium text-neutral-800">{t(`hero.scoreLevels.${level}`)}</span>
                <StarRating value={level} className="shrink-0" />
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </section>
  );
}
