import { useEffect, useRef, useState, type MouseEvent } from "react"
import { useTranslation } from "react-i18next"
import type { HomepageHeaderView } from "../../drupal/mappers/homepage"
import { Image } from "../ui/Image"
import { RichText } from "../ui/RichText"
import { PauseIcon, PlayIcon } from "./media-icons"
import { useHomepageMotion } from "./useHomepageMotion"

const CONTENT_ANCHOR = "home-content"

/**
 * The homepage header: the intro block over the cover image, or over the cover video on wide,
 * non-mobile screens. The video plays until the header is scrolled away, then pauses; visitors
 * can pause it themselves. The call-to-action scrolls down by one viewport height.
 */
export function HomepageHeader({ header }: { header: HomepageHeaderView }) {
  const { t } = useTranslation()
  const headerRef = useRef<HTMLElement>(null)
  const videoRef = useRef<HTMLVideoElement>(null)
  const { effects, video: videoAllowed, videoShouldPlay } = useHomepageMotion(headerRef)
  const [pausedByVisitor, setPausedByVisitor] = useState(false)
  const showVideo = videoAllowed && header.video !== null

  useEffect(() => {
    const video = videoRef.current
    if (!video) return
    if (videoShouldPlay && !pausedByVisitor) {
      video.play().catch(() => {
        // Autoplay refused (a browser policy): the cover stays a still image.
      })
    } else video.pause()
  }, [showVideo, videoShouldPlay, pausedByVisitor])

  function scrollDown(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault()
    const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches
    window.scrollBy({ top: window.innerHeight, behavior: reducedMotion ? "auto" : "smooth" })
    document.getElementById(CONTENT_ANCHOR)?.focus({ preventScroll: true })
  }

  return (
    <>
      <header ref={headerRef} className={effects ? "home-header home-header--animated" : "home-header"}>
        {/* The intro comes first: a browser that paints the page while still reading it shows the intro
            whole (the media, behind it, takes no room and may come later; shell.css stacks them). */}
        <div className="container home-header__intro">
          <h1 className="home-header__title">{header.title}</h1>
          <RichText html={header.descriptionHtml} className="home-header__description" />
          {header.ctaTitle && (
            <a href={`#${CONTENT_ANCHOR}`} className="button home-header__cta" onClick={scrollDown}>
              {header.ctaTitle}
            </a>
          )}
        </div>
        <div className="home-header__media">
          {header.cover && <Image image={{ ...header.cover, alt: "" }} className="home-header__cover" eager />}
          {showVideo && header.video && (
            <video
              ref={videoRef}
              className="home-header__video"
              muted
              loop
              playsInline
              preload="auto"
              aria-hidden="true"
              data-testid="cover-video"
            >
              <source src={header.video.src} type={header.video.type} />
            </video>
          )}
        </div>
        {showVideo && (
          <button type="button" className="icon-button home-header__video-toggle" onClick={() => setPausedByVisitor((paused) => !paused)}>
            {pausedByVisitor ? <PlayIcon /> : <PauseIcon />}
            <span className="visually-hidden">{pausedByVisitor ? t("play_video") : t("pause_video")}</span>
          </button>
        )}
      </header>
      <div id={CONTENT_ANCHOR} tabIndex={-1} className="home-content-anchor" />
    </>
  )
}
