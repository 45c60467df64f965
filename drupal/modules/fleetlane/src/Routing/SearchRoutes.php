<?php

namespace Drupal\fleetlane\Routing;

use Symfony\Component\Routing\Route;

/**
 * The site search's route at JSON:API Search API's address: /{JSON:API prefix}/index/{index}.
 */
class SearchRoutes {

  /**
   * JSON:API's prefix is a container parameter (JSON:API Extras changes it), so the route is built.
   */
  public function routes(): array {
    $prefix = \Drupal::getContainer()->getParameter('jsonapi.base_path');
    $route = new Route($prefix . '/index/{index_id}', [
      '_controller' => '\Drupal\fleetlane\Controller\SearchController::search',
    ], [
      '_permission' => 'access content',
      'index_id' => '[a-z0-9_]+',
    ], [
      '_auth' => ['basic_auth', 'cookie'],
    ], '', [], ['GET']);
    return ['fleetlane.search' => $route];
  }

}
