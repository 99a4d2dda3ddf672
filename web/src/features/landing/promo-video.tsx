export const PROMO_VIDEO = {
  mp4: '/media/village-promo.mp4',
  webm: '/media/village-promo.webm',
  poster: '/media/village-promo-poster.webp',
  captions: '/media/village-promo.en.vtt',
};

export function PromoVideo() {
  return (
    <figure className="overflow-hidden rounded-2xl border border-sand-200 bg-white shadow-sm">
      <video
        controls
        preload="none"
        playsInline
        poster={PROMO_VIDEO.poster}
        width={960}
        height={540}
        aria-describedby="promo-video-caption"
        className="aspect-video h-auto w-full bg-sand-100"
      >
        <source src={PROMO_VIDEO.mp4} type="video/mp4" />
        <source src={PROMO_VIDEO.webm} type="video/webm" />
        <track kind="captions" srcLang="en" label="English" src={PROMO_VIDEO.captions} default />
        <a href={PROMO_VIDEO.mp4}>Download the Village video</a>
      </video>
      <figcaption id="promo-video-caption" className="px-5 py-3 text-sm text-ink-muted">
        An 18-second tour of Village: childcare sharing, playdates, group holidays, home swapping, pet sitting and
        wellbeing activities. The video has no sound; captions describe each card.
      </figcaption>
    </figure>
  );
}
