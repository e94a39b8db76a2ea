// Collects the microphone's samples on the audio thread and hands them to the page in blocks, with the
// block's mean square for the level meter. Capturing starts on "start" and ends on "stop", answered with
// the samples still held and then { stopped: true }.
"use strict";

class Recorder extends AudioWorkletProcessor {
  constructor() {
    super();
    this.capturing = false;
    this.block = [];
    this.port.onmessage = ({ data }) => {
      if (data === "start") this.capturing = true;
      if (data === "stop") {
        this.flush();
        this.capturing = false;
        this.port.postMessage({ stopped: true });
      }
    };
  }

  flush() {
    if (this.block.length === 0) return;
    const length = this.block.reduce((sum, part) => sum + part.length, 0);
    const samples = new Float32Array(length);
    let offset = 0;
    let energy = 0;
    for (const part of this.block) {
      samples.set(part, offset);
      offset += part.length;
      for (const sample of part) energy += sample * sample;
    }
    this.block = [];
    this.port.postMessage({ samples, level: energy / length }, [samples.buffer]);
  }

  process(inputs) {
    const channel = inputs[0]?.[0];
    if (this.capturing && channel) {
      this.block.push(channel.slice());
      if (this.block.length >= 16) this.flush();
    }
    return true;
  }
}

registerProcessor("recorder", Recorder);
