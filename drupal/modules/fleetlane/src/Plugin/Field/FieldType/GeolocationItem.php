<?php

namespace Drupal\fleetlane\Plugin\Field\FieldType;

use Drupal\Core\Field\FieldItemBase;
use Drupal\Core\Field\FieldStorageDefinitionInterface;
use Drupal\Core\TypedData\DataDefinition;

/**
 * A position {lat, lng}, the two properties of the geolocation module the site reads.
 *
 * @FieldType(
 *   id = "fleetlane_geolocation",
 *   label = @Translation("Position"),
 *   description = @Translation("Latitude and longitude (as the geolocation module's lat and lng).")
 * )
 */
class GeolocationItem extends FieldItemBase {

  public static function propertyDefinitions(FieldStorageDefinitionInterface $field_definition) {
    return [
      'lat' => DataDefinition::create('float')->setLabel(t('Latitude'))->setRequired(TRUE),
      'lng' => DataDefinition::create('float')->setLabel(t('Longitude'))->setRequired(TRUE),
    ];
  }

  public static function schema(FieldStorageDefinitionInterface $field_definition) {
    return [
      'columns' => [
        'lat' => ['type' => 'float', 'size' => 'big'],
        'lng' => ['type' => 'float', 'size' => 'big'],
      ],
    ];
  }

  public static function mainPropertyName() {
    return NULL;
  }

  public function isEmpty() {
    return $this->get('lat')->getValue() === NULL || $this->get('lng')->getValue() === NULL;
  }

}
