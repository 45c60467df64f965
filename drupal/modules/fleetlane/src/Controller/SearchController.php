<?php

namespace Drupal\fleetlane\Controller;

use Drupal\Core\Cache\CacheableJsonResponse;
use Drupal\Core\Cache\CacheableMetadata;
use Drupal\Core\Controller\ControllerBase;
use Drupal\Core\Entity\ContentEntityInterface;
use Drupal\Core\Language\LanguageInterface;
use Drupal\search_api\Entity\Index;
use Symfony\Component\HttpFoundation\JsonResponse;
use Symfony\Component\HttpFoundation\Request;

/**
 * The site search's contract (the answer of jsonapi_search_api's IndexResource): GET with
 * filter[fulltext], filter[langcode] (or filter[search_api_language]), page[offset],
 * page[limit] (at most 50) and fields[node--{type}]; data holds the matching published node
 * translations that are not hidden from search engines, best first, meta.count all matches.
 */
class SearchController extends ControllerBase {

  const MAX_LIMIT = 50;

  const LANGUAGE_FILTERS = ['langcode', 'search_api_language'];

  public function search(string $index_id, Request $request): JsonResponse {
    $index = Index::load($index_id);
    if (!$index) {
      return $this->error(404, 'Not Found', "There is no search index \"$index_id\".");
    }
    $filters = $request->query->all('filter');
    $page = $request->query->all('page');
    $fields = $request->query->all('fields');
    $langcodes = NULL;
    foreach ($filters as $name => $value) {
      if ($name === 'fulltext') {
        continue;
      }
      if (!in_array($name, self::LANGUAGE_FILTERS, TRUE)) {
        return $this->error(400, 'Bad Request', "The index \"$index_id\" has no field \"$name\" to filter on.");
      }
      $langcodes = is_array($value) ? array_values($value) : [$value];
      foreach ($langcodes as $langcode) {
        if (!is_string($langcode) || !$this->languageManager()->getLanguage($langcode)) {
          return $this->error(400, 'Bad Request', 'Unknown language in the filter.');
        }
      }
    }
    $keys = isset($filters['fulltext']) && is_string($filters['fulltext']) ? trim($filters['fulltext']) : '';
    $offset = max(0, (int) ($page['offset'] ?? 0));
    $limit = min(self::MAX_LIMIT, max(1, (int) ($page['limit'] ?? self::MAX_LIMIT)));

    $query = $index->query();
    if ($keys !== '') {
      $query->keys($keys);
    }
    if ($langcodes !== NULL) {
      $query->setLanguages($langcodes);
    }
    $query->addCondition('status', TRUE);
    $visible = $query->createConditionGroup('OR');
    $visible->addCondition('field_noindex', FALSE);
    $visible->addCondition('field_noindex', NULL);
    $query->addConditionGroup($visible);
    $query->range($offset, $limit);
    $results = $query->execute();

    $data = [];
    foreach ($results->getResultItems() as $item) {
      $translation = $item->getOriginalObject()?->getValue();
      if ($translation instanceof ContentEntityInterface) {
        $data[] = $this->resourceObject($translation, $fields);
      }
    }
    $count = (int) $results->getResultCount();
    $document = [
      'jsonapi' => ['version' => '1.0', 'meta' => ['links' => ['self' => ['href' => 'http://jsonapi.org/format/1.0/']]]],
      'data' => $data,
      'meta' => ['count' => $count],
      'links' => $this->links($request, $offset, $limit, $count),
    ];
    $response = new CacheableJsonResponse($document, 200, ['Content-Type' => 'application/vnd.api+json']);
    $response->addCacheableDependency((new CacheableMetadata())
      ->setCacheContexts(['url.query_args', 'languages:' . LanguageInterface::TYPE_CONTENT, 'user.permissions'])
      ->setCacheTags(['search_api_list:' . $index_id, 'node_list']));
    return $response;
  }

  /**
   * A node translation as JSON:API shows it, limited to the requested sparse fieldset.
   */
  private function resourceObject(ContentEntityInterface $entity, array $fields): array {
    $type = $entity->getEntityTypeId() . '--' . $entity->bundle();
    $wanted = isset($fields[$type]) && is_string($fields[$type]) ? explode(',', $fields[$type]) : ['title', 'langcode', 'path', 'metatag'];
    $attributes = [];
    foreach ($wanted as $name) {
      if (!$entity->hasField($name)) {
        continue;
      }
      $items = $entity->get($name);
      if ($name === 'path') {
        $attributes['path'] = [
          'alias' => $items->alias,
          'pid' => $items->pid !== NULL ? (int) $items->pid : NULL,
          'langcode' => $entity->language()->getId(),
        ];
      }
      elseif ($name === 'metatag') {
        $attributes['metatag'] = $items->getValue();
      }
      else {
        $value = $items->getValue();
        $single = $items->getFieldDefinition()->getFieldStorageDefinition()->getCardinality() === 1;
        $main = $items->getFieldDefinition()->getFieldStorageDefinition()->getMainPropertyName();
        $values = array_map(fn ($item) => count($item) === 1 && $main !== NULL && isset($item[$main]) ? $item[$main] : $item, $value);
        $attributes[$name] = $single ? ($values[0] ?? NULL) : $values;
      }
    }
    return ['type' => $type, 'id' => $entity->uuid(), 'attributes' => $attributes];
  }

  private function links(Request $request, int $offset, int $limit, int $count): array {
    $link = function (int $page_offset) use ($request, $limit): array {
      $query = $request->query->all();
      $query['page'] = ['offset' => $page_offset, 'limit' => $limit];
      return ['href' => $request->getSchemeAndHttpHost() . $request->getBaseUrl() . $request->getPathInfo() . '?' . http_build_query($query)];
    };
    $links = ['self' => $link($offset)];
    if ($offset > 0) {
      $links['first'] = $link(0);
      $links['prev'] = $link(max(0, $offset - $limit));
    }
    if ($offset + $limit < $count) {
      $links['next'] = $link($offset + $limit);
      $links['last'] = $link((int) (floor(($count - 1) / $limit) * $limit));
    }
    return $links;
  }

  private function error(int $status, string $title, string $detail): JsonResponse {
    return new JsonResponse(['errors' => [['title' => $title, 'status' => (string) $status, 'detail' => $detail]]], $status, ['Content-Type' => 'application/vnd.api+json']);
  }

}
