<?php

/**
 * @file
 * Applies the Fleetlane content model (site-plan.json, generated from the site's
 * src/drupal/model by tools/drupal/export-plan.ts) to a Drupal 10/11, idempotently: run it again
 * and only what changed in the plan changes. Run by `npm run drupal:setup`, or by hand:
 *   FLEETLANE_SITE_PLAN=drupal/site-plan.json drush php:script drupal/setup.php
 */

use Drupal\block_content\Entity\BlockContentType;
use Drupal\config_pages\Entity\ConfigPagesType;
use Drupal\field\Entity\FieldConfig;
use Drupal\field\Entity\FieldStorageConfig;
use Drupal\language\Entity\ConfigurableLanguage;
use Drupal\language\Entity\ContentLanguageSettings;
use Drupal\media\Entity\MediaType;
use Drupal\node\Entity\NodeType;
use Drupal\paragraphs\Entity\ParagraphsType;
use Drupal\search_api\Entity\Index;
use Drupal\search_api\Entity\Server;
use Drupal\system\Entity\Menu;
use Drupal\taxonomy\Entity\Vocabulary;
use Drupal\user\Entity\Role;
use Drupal\user\Entity\User;

$plan_file = getenv('FLEETLANE_SITE_PLAN') ?: __DIR__ . '/site-plan.json';
$plan = json_decode(file_get_contents($plan_file), TRUE, 512, JSON_THROW_ON_ERROR);

function fleetlane_say(string $message): void {
  fwrite(STDOUT, $message . "\n");
}

// Languages: one per locale, the default unprefixed, distinct weights (JSON:API's translation
// fallback follows the weights).
$prefixes = [];
foreach ($plan['languages'] as $planned) {
  $language = ConfigurableLanguage::load($planned['langcode']) ?? ConfigurableLanguage::createFromLangcode($planned['langcode']);
  $language->set('label', $planned['label']);
  $language->setWeight($planned['weight']);
  $language->save();
  $prefixes[$planned['langcode']] = $planned['prefix'];
}
\Drupal::configFactory()->getEditable('language.negotiation')
  ->set('url.source', 'path_prefix')
  ->set('url.prefixes', $prefixes)
  ->save();
\Drupal::configFactory()->getEditable('system.site')
  ->set('default_langcode', $plan['defaultLangcode'])
  ->set('name', $plan['siteName'])
  ->save();
fleetlane_say('languages: ' . count($plan['languages']));

// Bundles.
foreach ($plan['bundles'] as $planned) {
  [$entity_type, $bundle, $label, $description] = [$planned['entityType'], $planned['bundle'], $planned['label'], $planned['description']];
  switch ($entity_type) {
    case 'node':
      $type = NodeType::load($bundle) ?? NodeType::create(['type' => $bundle]);
      $type->set('name', $label)->set('description', $description)->save();
      break;

    case 'paragraph':
      $type = ParagraphsType::load($bundle) ?? ParagraphsType::create(['id' => $bundle]);
      $type->set('label', $label)->set('description', $description)->save();
      break;

    case 'taxonomy_term':
      $type = Vocabulary::load($bundle) ?? Vocabulary::create(['vid' => $bundle]);
      $type->set('name', $label)->set('description', $description)->save();
      break;

    case 'media':
      if (!MediaType::load($bundle)) {
        throw new \RuntimeException("Media type $bundle is missing: the media module creates it on install (standard profile)");
      }
      break;

    case 'block_content':
      $type = BlockContentType::load($bundle) ?? BlockContentType::create(['id' => $bundle]);
      $type->set('label', $label)->set('description', $description)->save();
      break;

    case 'config_pages':
      $type = ConfigPagesType::load($bundle) ?? ConfigPagesType::create(['id' => $bundle, 'token' => FALSE]);
      $type->set('label', $label);
      // One entity per language, the default language's when a language has none (recordings c02).
      $type->set('context', ['show_warning' => TRUE, 'group' => ['language' => TRUE], 'fallback' => ['language' => $plan['defaultLangcode']]]);
      $type->set('menu', ['path' => '/admin/config/site-settings', 'weight' => 0, 'description' => $description]);
      $type->save();
      break;

    case 'menu_link_content':
      break;

    default:
      throw new \RuntimeException("No bundle setup for entity type $entity_type");
  }
  $settings = ContentLanguageSettings::loadByEntityTypeBundle($entity_type, $bundle);
  $settings->setDefaultLangcode('site_default')->setLanguageAlterable($planned['translatable']);
  $settings->save();
  \Drupal::service('content_translation.manager')->setEnabled($entity_type, $bundle, $planned['translatable']);
}
\Drupal::service('entity_type.bundle.info')->clearCachedBundles();
\Drupal::service('entity_field.manager')->clearCachedFieldDefinitions();
fleetlane_say('bundles: ' . count($plan['bundles']));

// Fields: one storage per entity type and name, one field per bundle.
foreach ($plan['fields'] as $planned) {
  [$entity_type, $bundle, $name] = [$planned['entityType'], $planned['bundle'], $planned['name']];
  $where = "$entity_type.$bundle.$name";
  try {
    $storage = FieldStorageConfig::loadByName($entity_type, $name);
    if ($storage && $storage->getType() !== $planned['drupalType'] && !$storage->hasData()) {
      // The standard profile's own field of that name (node.field_image is an image field on
      // article): unused on a fresh site, so it makes way for the model's field.
      fleetlane_say("replacing the unused {$storage->getType()} field $entity_type.$name");
      $storage->delete();
      field_purge_batch(1000);
      $storage = NULL;
    }
    if (!$storage) {
      $storage = FieldStorageConfig::create([
        'field_name' => $name,
        'entity_type' => $entity_type,
        'type' => $planned['drupalType'],
        'cardinality' => $planned['cardinality'],
        'settings' => $planned['storageSettings'],
        'translatable' => TRUE,
      ]);
      $storage->save();
    }
    elseif ($storage->getType() !== $planned['drupalType']) {
      throw new \RuntimeException("is a {$storage->getType()} field in Drupal, the plan says {$planned['drupalType']}");
    }
    else {
      $storage->setCardinality($planned['cardinality']);
      foreach ($planned['storageSettings'] as $key => $value) {
        $storage->setSetting($key, $value);
      }
      $storage->save();
    }
    $field = FieldConfig::loadByName($entity_type, $bundle, $name) ?? FieldConfig::create([
      'field_storage' => $storage,
      'bundle' => $bundle,
    ]);
    $field->setLabel($planned['label']);
    $field->setTranslatable($planned['translatable']);
    $field->setRequired($planned['required']);
    foreach ($planned['settings'] as $key => $value) {
      $field->setSetting($key, $value);
    }
    $field->save();
  }
  catch (\Throwable $error) {
    throw new \RuntimeException("Field $where: " . $error->getMessage(), 0, $error);
  }
}
\Drupal::service('entity_field.manager')->clearCachedFieldDefinitions();
fleetlane_say('fields: ' . count($plan['fields']));

// Base fields the model translates but Drupal keeps one value of, such as a menu link's link
// (content/ points a menu item at a different page per language). A base field override cannot
// do it (a field is translatable only if its storage is), so the fleetlane module marks them
// translatable (fleetlane_entity_base_field_info_alter) from this list, and the installed
// storage definition is updated (the values already live in the translation table).
$translated = [];
foreach ($plan['translatedBaseFields'] as $planned) {
  $translated[$planned['entityType']][$planned['name']] = TRUE;
}
\Drupal::state()->set('fleetlane.translated_base_fields', array_map('array_keys', $translated));
$field_manager = \Drupal::service('entity_field.manager');
$field_manager->clearCachedFieldDefinitions();
$update_manager = \Drupal::entityDefinitionUpdateManager();
foreach ($translated as $entity_type => $names) {
  $storages = $field_manager->getFieldStorageDefinitions($entity_type);
  foreach (array_keys($names) as $name) {
    $installed = $update_manager->getFieldStorageDefinition($name, $entity_type);
    if (!isset($storages[$name]) || !$installed) {
      throw new \RuntimeException("Base field $entity_type.$name does not exist");
    }
    if (!$installed->isTranslatable() && $storages[$name]->isTranslatable()) {
      $update_manager->updateFieldStorageDefinition($storages[$name]);
      fleetlane_say("translatable: $entity_type.$name");
    }
  }
}

$media_image = FieldConfig::loadByName('media', 'image', 'field_media_image');
$media_image->setSetting('file_extensions', $plan['mediaImageExtensions'])->save();

// Menus.
foreach ($plan['menus'] as $menu_name) {
  if (!Menu::load($menu_name)) {
    Menu::create(['id' => $menu_name, 'label' => ucfirst(str_replace('-', ' ', $menu_name))])->save();
  }
}
fleetlane_say('menus: ' . count($plan['menus']));

// The build's role with exactly the plan's permissions, and its user when one is asked for.
$role = Role::load($plan['apiRole']['id']) ?? Role::create(['id' => $plan['apiRole']['id'], 'label' => 'Fleetlane API (site build)']);
$role->set('permissions', []);
foreach ($plan['apiRole']['permissions'] as $permission) {
  $role->grantPermission($permission);
}
$role->save();
$api_user = getenv('FLEETLANE_API_USER');
$api_password = getenv('FLEETLANE_API_PASSWORD');
if ($api_user && $api_password) {
  $users = \Drupal::entityTypeManager()->getStorage('user')->loadByProperties(['name' => $api_user]);
  $user = reset($users) ?: User::create(['name' => $api_user, 'status' => 1]);
  $user->setPassword($api_password);
  $user->addRole($plan['apiRole']['id']);
  $user->activate();
  $user->save();
  fleetlane_say("api user: $api_user");
}
fleetlane_say('api role: ' . $plan['apiRole']['id'] . ' (' . count($plan['apiRole']['permissions']) . ' permissions)');

/**
 * The draft preview's role with exactly the plan's permissions (it may read drafts, which the
 * build's role must never), and its user when DRUPAL_PREVIEW_USERNAME and DRUPAL_PREVIEW_PASSWORD
 * are set: the site's preview function reads drafts as that user (README, "Preview a draft").
 */
function fleetlane_ensure_preview_role_and_user(array $preview_role): void {
  $role = Role::load($preview_role['id']) ?? Role::create(['id' => $preview_role['id'], 'label' => 'Fleetlane preview (drafts on the site)']);
  $role->set('permissions', []);
  foreach ($preview_role['permissions'] as $permission) {
    $role->grantPermission($permission);
  }
  $role->save();
  // Drupal drops a permission no enabled module defines without a word (content moderation's, when
  // it is off); the preview would then be refused with a 403 that names nothing.
  $missing = array_diff($preview_role['permissions'], Role::load($preview_role['id'])->getPermissions());
  if ($missing) {
    throw new \RuntimeException('The preview role lacks ' . implode(', ', $missing) . ': is content_moderation enabled?');
  }
  fleetlane_say('preview role: ' . $preview_role['id'] . ' (' . count($preview_role['permissions']) . ' permissions)');
  $name = getenv('DRUPAL_PREVIEW_USERNAME');
  $password = getenv('DRUPAL_PREVIEW_PASSWORD');
  if (!$name || !$password) {
    return;
  }
  if ($name === getenv('FLEETLANE_API_USER')) {
    // With the preview role the build would list drafts and unpublished nodes, and publish them.
    throw new \RuntimeException("DRUPAL_PREVIEW_USERNAME must not be the build's user ($name)");
  }
  $users = \Drupal::entityTypeManager()->getStorage('user')->loadByProperties(['name' => $name]);
  $user = reset($users) ?: User::create(['name' => $name, 'status' => 1]);
  $user->setPassword($password);
  $user->addRole($preview_role['id']);
  $user->activate();
  $user->save();
  fleetlane_say("preview user: $name");
}
fleetlane_ensure_preview_role_and_user($plan['previewRole']);

// Metatag's node defaults: the title and description the site reads, computed as the content server does.
$metatag_defaults = \Drupal::configFactory()->getEditable('metatag.metatag_defaults.node');
$metatag_defaults->set('tags', $plan['metatagNodeDefaults'] + ($metatag_defaults->get('tags') ?? []))->save();
fleetlane_say('metatag node defaults: ' . implode(', ', array_keys($plan['metatagNodeDefaults'])));

// JSON:API: writable (the importer writes through it), at the plan's prefix, with meta.count.
\Drupal::configFactory()->getEditable('jsonapi.settings')->set('read_only', $plan['jsonapi']['readOnly'])->save();
\Drupal::configFactory()->getEditable('jsonapi_extras.settings')
  ->set('path_prefix', $plan['jsonapi']['pathPrefix'])
  ->set('include_count', $plan['jsonapi']['includeCount'])
  ->save();
fleetlane_say('jsonapi: prefix ' . $plan['jsonapi']['pathPrefix']);

// Site search: a search_api index on the database backend.
$search = $plan['search'];
$server = Server::load($search['serverId']) ?? Server::create([
  'id' => $search['serverId'],
  'name' => 'Database',
  'backend' => 'search_api_db',
  'backend_config' => ['database' => 'default:default', 'min_chars' => 3, 'matching' => 'words'],
]);
$server->save();
$index = Index::load($search['indexId']) ?? Index::create([
  'id' => $search['indexId'],
  'name' => 'Site search',
  'server' => $search['serverId'],
  'datasource_settings' => ['entity:node' => []],
  'tracker_settings' => ['default' => []],
  'options' => ['index_directly' => TRUE, 'cron_limit' => 50],
]);
$field_settings = [
  'status' => ['label' => 'Published', 'datasource_id' => 'entity:node', 'property_path' => 'status', 'type' => 'boolean'],
  'field_noindex' => ['label' => 'Hidden from search engines', 'datasource_id' => 'entity:node', 'property_path' => 'field_noindex', 'type' => 'boolean'],
];
foreach ($search['fulltextFields'] as $name => $boost) {
  $field_settings[$name] = ['label' => $name, 'datasource_id' => 'entity:node', 'property_path' => $name, 'type' => 'text', 'boost' => (float) $boost];
}
$index->set('field_settings', $field_settings);
$index->set('processor_settings', [
  'html_filter' => ['weights' => ['preprocess_index' => -15, 'preprocess_query' => -15], 'all_fields' => TRUE, 'fields' => array_keys($search['fulltextFields']), 'title' => TRUE, 'alt' => TRUE, 'tags' => ['h1' => 5, 'h2' => 3, 'h3' => 2, 'strong' => 2, 'b' => 2]],
  'ignorecase' => ['weights' => ['preprocess_index' => -20, 'preprocess_query' => -20], 'all_fields' => TRUE, 'fields' => array_keys($search['fulltextFields'])],
  'transliteration' => ['weights' => ['preprocess_index' => -20, 'preprocess_query' => -20], 'all_fields' => TRUE, 'fields' => array_keys($search['fulltextFields'])],
  'language_with_fallback' => [],
  'add_url' => [],
  'aggregated_field' => [],
  'rendered_item' => [],
  'entity_type' => [],
]);
$index->save();
fleetlane_say('search: index ' . $search['indexId'] . ' on ' . $search['serverId']);

// Publishing (README "Editors"): gatsby_fastbuilds logs every save of the logged entity types for
// fastBuilds, and build_hooks' frontend environment posts to the site's build hook on each save.
// The hook URL comes from FLEETLANE_BUILD_HOOK_URL (the Netlify build hook in production), else
// the plan's local default; running setup again with another URL updates the environment.
function fleetlane_setup_publishing(array $publishing): void {
  $types = array_combine($publishing['gatsbyEntityTypes'], $publishing['gatsbyEntityTypes']);
  \Drupal::configFactory()->getEditable('gatsby.settings')->set('preview_entity_types', $types)->save();
  \Drupal::configFactory()->getEditable('gatsby_fastbuilds.settings')
    ->set('log_published', $publishing['logPublished'])
    ->set('delete_log_entities', $publishing['deleteLogEntities'])
    ->set('log_expiration', (string) $publishing['logExpirationSeconds'])
    ->save();
  \Drupal::configFactory()->getEditable('build_hooks.settings')
    ->set('logging.entity_types', $publishing['buildHooksEntityTypes'])
    ->save();
  $planned = $publishing['frontendEnvironment'];
  $hook_url = getenv('FLEETLANE_BUILD_HOOK_URL') ?: $planned['defaultBuildHookUrl'];
  $values = [
    'label' => $planned['label'],
    'plugin' => $planned['plugin'],
    'settings' => ['id' => $planned['plugin'], 'label' => $planned['label'], 'provider' => 'build_hooks', 'build_hook_url' => $hook_url],
    'deployment_strategy' => $planned['deploymentStrategy'],
    'url' => $planned['url'],
    'weight' => 0,
  ];
  $storage = \Drupal::entityTypeManager()->getStorage('frontend_environment');
  $environment = $storage->load($planned['id']);
  if (!$environment) {
    // Created with all values at once: its plugin must be known before its settings.
    $environment = $storage->create(['id' => $planned['id']] + $values);
  }
  else {
    foreach ($values as $name => $value) {
      $environment->set($name, $value);
    }
  }
  $environment->save();
  fleetlane_say("publishing: fastbuilds log for " . implode(', ', $publishing['gatsbyEntityTypes']) . ", build hook $hook_url ({$planned['deploymentStrategy']})");
}
fleetlane_setup_publishing($plan['publishing']);
