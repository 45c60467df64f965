<?php

namespace Drupal\fleetlane\Controller;

use Drupal\Core\Controller\ControllerBase;
use Drupal\Core\Entity\ContentEntityInterface;
use Drupal\Core\Entity\EntityChangedInterface;
use Drupal\Core\Entity\TranslatableInterface;
use Symfony\Component\HttpFoundation\JsonResponse;
use Symfony\Component\HttpFoundation\Request;

/**
 * Adds a translation to a content entity and sets a translation's changed date, which core
 * JSON:API cannot do.
 */
class TranslationController extends ControllerBase {

  /**
   * 201 with the new translation, 200 when it exists already, 404/422 with the reason otherwise.
   */
  public function add(string $entity_type_id, string $uuid, string $langcode): JsonResponse {
    if (!$this->entityTypeManager()->hasDefinition($entity_type_id)) {
      return new JsonResponse(['error' => "Unknown entity type $entity_type_id"], 404);
    }
    $entities = $this->entityTypeManager()->getStorage($entity_type_id)->loadByProperties(['uuid' => $uuid]);
    $entity = reset($entities);
    if (!$entity instanceof ContentEntityInterface || !$entity instanceof TranslatableInterface) {
      return new JsonResponse(['error' => "No translatable $entity_type_id with uuid $uuid"], 404);
    }
    if (!$this->languageManager()->getLanguage($langcode)) {
      return new JsonResponse(['error' => "Unknown language $langcode"], 422);
    }
    if (!$entity->isTranslatable()) {
      return new JsonResponse(['error' => "$entity_type_id {$entity->bundle()} is not translatable (content translation is off for the bundle)"], 422);
    }
    if ($entity->hasTranslation($langcode)) {
      return new JsonResponse(['langcode' => $langcode, 'created' => FALSE], 200);
    }
    $translation = $entity->addTranslation($langcode, $entity->getUntranslated()->toArray());
    if ($translation->hasField('content_translation_source')) {
      $translation->set('content_translation_source', $entity->getUntranslated()->language()->getId());
    }
    $translation->save();
    return new JsonResponse(['langcode' => $langcode, 'created' => TRUE], 201);
  }

  /**
   * Sets a translation's changed date to the JSON body's "changed" (RFC 3339): 200 with the date
   * stored, 404/422 with the reason otherwise. ChangedItem::preSave keeps a value that differs
   * from the stored one, so the save does not stamp the request time over it.
   */
  public function setChanged(Request $request, string $entity_type_id, string $uuid, string $langcode): JsonResponse {
    if (!$this->entityTypeManager()->hasDefinition($entity_type_id)) {
      return new JsonResponse(['error' => "Unknown entity type $entity_type_id"], 404);
    }
    $entities = $this->entityTypeManager()->getStorage($entity_type_id)->loadByProperties(['uuid' => $uuid]);
    $entity = reset($entities);
    if (!$entity instanceof EntityChangedInterface || !$entity instanceof TranslatableInterface) {
      return new JsonResponse(['error' => "No $entity_type_id with a changed date and uuid $uuid"], 404);
    }
    if (!$entity->hasTranslation($langcode)) {
      return new JsonResponse(['error' => "$entity_type_id $uuid has no $langcode translation"], 404);
    }
    $body = json_decode($request->getContent(), TRUE);
    $time = is_array($body) && is_string($body['changed'] ?? NULL) ? strtotime($body['changed']) : FALSE;
    if ($time === FALSE) {
      return new JsonResponse(['error' => 'The body must be {"changed": "<RFC 3339 date>"}'], 422);
    }
    $translation = $entity->getTranslation($langcode);
    if ((int) $translation->getChangedTime() !== $time) {
      $translation->setChangedTime($time);
      $translation->save();
    }
    return new JsonResponse(['langcode' => $langcode, 'changed' => date('c', (int) $translation->getChangedTime())], 200);
  }

}
