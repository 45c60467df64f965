<?php

namespace Drupal\fleetlane\Controller;

use Drupal\Core\Controller\ControllerBase;
use Drupal\Core\Language\LanguageInterface;
use Drupal\Core\Routing\TrustedRedirectResponse;
use Drupal\Core\Site\Settings;
use Drupal\node\NodeInterface;
use Symfony\Component\HttpFoundation\Response;

/**
 * Opens the site's preview of a node's latest revision (its draft) in the current content language.
 *
 * The link is the one the site's preview function checks (src/domain/preview/preview-link.ts):
 * /{langcode}/preview/?token=v1.node--{bundle}.{uuid}.{langcode}.{expiry}.{signature}, the signature
 * hash_hmac('sha256') of the rest with the secret both sides share. settings.php holds it:
 *   $settings['fleetlane_site_url'] = 'https://www.fleetlane.example';
 *   $settings['fleetlane_preview_secret'] = '…';  // the site's PREVIEW_SECRET
 */
class SitePreviewController extends ControllerBase {

  /**
   * How long a link works, in seconds (PREVIEW_LINK_LIFETIME_SECONDS on the site).
   */
  const LIFETIME = 3600;

  /**
   * A redirect to the preview page, or a 503 naming the missing setting.
   */
  public function open(NodeInterface $node): Response {
    $site_url = rtrim((string) Settings::get('fleetlane_site_url', ''), '/');
    $secret = (string) Settings::get('fleetlane_preview_secret', '');
    if ($site_url === '' || $secret === '') {
      return new Response("Set \$settings['fleetlane_site_url'] and \$settings['fleetlane_preview_secret'] in settings.php.", 503, ['Content-Type' => 'text/plain; charset=utf-8']);
    }
    $langcode = $this->languageManager()->getCurrentLanguage(LanguageInterface::TYPE_CONTENT)->getId();
    // The draft may be the first revision with this translation: ask the latest revision, not the default one.
    $storage = $this->entityTypeManager()->getStorage('node');
    $latest = $storage->loadRevision($storage->getLatestRevisionId($node->id())) ?? $node;
    if (!$latest->hasTranslation($langcode)) {
      $langcode = $latest->getUntranslated()->language()->getId();
    }
    $payload = implode('.', ['v1', 'node--' . $node->bundle(), $node->uuid(), $langcode, (string) (time() + self::LIFETIME)]);
    $token = $payload . '.' . hash_hmac('sha256', $payload, $secret);
    $response = new TrustedRedirectResponse($site_url . '/' . $langcode . '/preview/?token=' . rawurlencode($token), 302);
    $response->getCacheableMetadata()->setCacheMaxAge(0);
    return $response;
  }

}
